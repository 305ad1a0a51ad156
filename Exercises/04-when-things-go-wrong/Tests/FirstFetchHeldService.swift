// A service for the "refresh while loading" tests: its first fetch waits until the test
// completes it by hand; every later fetch answers at once. A refresh that should have
// been ignored therefore shows up as a second request — it can't hang the test.

import UserModel

/// Holds the first fetch on a ``ControllableUserService``; answers later fetches at once.
actor FirstFetchHeldService: UserService {
    /// Where the first fetch waits: complete it with `completeOldest(with:)`.
    let held = ControllableUserService()
    /// What every fetch after the first returns.
    let laterUsers: [User]
    /// How many fetches have started.
    private(set) var requestCount = 0

    init(laterUsers: [User]) {
        self.laterUsers = laterUsers
    }

    func fetchUsers() async throws -> [User] {
        requestCount += 1
        if requestCount == 1 {
            return try await held.fetchUsers()
        }
        return laterUsers
    }
}
