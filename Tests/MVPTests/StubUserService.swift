// A test double for the service: every fetch answers at once with the next result it was
// given (the last one repeats), and it counts the fetches so a test can prove that
// searching never refetches. For requests still in flight, use `ControllableUserService`.

import UserModel

// MARK: - Stub service

/// A service that answers each fetch immediately with a result chosen in advance.
actor StubUserService: UserService {
    private var results: [Result<[User], UserServiceError>]

    /// How many fetches have been made.
    private(set) var requestCount = 0

    /// Answers the first fetch with `results[0]`, the second with `results[1]`, and every
    /// fetch after the last with the last.
    init(results: [Result<[User], UserServiceError>]) {
        self.results = results
    }

    /// Answers every fetch with `users`.
    init(returning users: [User] = User.sample) {
        self.init(results: [.success(users)])
    }

    func fetchUsers() async throws -> [User] {
        requestCount += 1
        let result = results.count > 1 ? results.removeFirst() : results.first ?? .success([])
        return try result.get()
    }
}
