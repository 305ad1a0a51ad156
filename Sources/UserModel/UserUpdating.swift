// Where an edited user is saved: the Edit-profile form talks to this protocol, so tests and
// scripts can hold a save in flight, fail it, or answer saves out of order.

public protocol UserUpdating: Sendable {
    /// Returns the user as the service stored it, which becomes the form's new baseline.
    /// Throws an error whose description a learner can read.
    func update(_ user: User) async throws -> User
}

/// A service that stores whatever it is sent, after a latency measured on an injected clock.
public struct SampleUserUpdater: UserUpdating {
    public var latency: Duration
    public var clock: any LatencyClock

    public init(latency: Duration = .milliseconds(300), clock: any LatencyClock = ImmediateClock()) {
        self.latency = latency
        self.clock = clock
    }

    /// The concrete shared instance a massive view controller reaches for by default.
    public static let shared = SampleUserUpdater()

    public func update(_ user: User) async throws -> User {
        try await clock.sleep(for: latency)
        return user
    }
}

extension UserServiceError {
    public static let saveRejected = UserServiceError("The server rejected the change.")
}
