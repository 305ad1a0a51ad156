// A test double for the view model's only dependency: a service that answers every fetch
// at once with the result planned for it, and counts the fetches, so tests can prove that
// searching never refetches. For fetches that stay in flight, tests use
// `ControllableUserService` instead.

import UserModel

/// Answers each fetch at once with the next planned result; the last one repeats.
actor StubUserService: UserService {
    private var results: [Result<[User], UserServiceError>]
    /// How many fetches have been made.
    private(set) var requestCount = 0

    /// A service answering with `results`, in order, repeating the last one.
    init(_ results: Result<[User], UserServiceError>...) {
        self.results = results
    }

    /// A service that always returns `users`.
    init(users: [User]) {
        self.results = [.success(users)]
    }

    func fetchUsers() async throws -> [User] {
        requestCount += 1
        let result = results.count > 1 ? results.removeFirst() : results.first ?? .success([])
        return try result.get()
    }
}
