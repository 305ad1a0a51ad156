// The service the workbook runs on by default: a fixed list returned after a latency
// measured on an injected clock. It stands in for a network API, with none of the network.

/// Returns a fixed list of users after a simulated delay.
public struct SampleUserService: UserService {
    /// The users every fetch returns.
    public var users: [User]
    /// How long each fetch takes on ``clock``.
    public var latency: Duration
    /// What the latency is measured on.
    public var clock: any LatencyClock

    /// Creates a service returning `users` after `latency` on `clock`.
    public init(
        users: [User] = User.sample,
        latency: Duration = .milliseconds(300),
        clock: any LatencyClock = ImmediateClock()
    ) {
        self.users = users
        self.latency = latency
        self.clock = clock
    }

    /// The concrete shared instance a massive view controller reaches for by default —
    /// the kind of singleton the MVC chapter counts as a hidden dependency.
    public static let shared = SampleUserService()

    /// Waits for the latency, then returns ``users``.
    public func fetchUsers() async throws -> [User] {
        try await clock.sleep(for: latency)
        return users
    }
}
