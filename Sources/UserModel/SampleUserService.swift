// The service the screens run on by default: a fixed list returned after a latency
// measured on an injected clock. It stands in for a network API, with none of the network.

public struct SampleUserService: UserService {
    public var users: [User]
    public var latency: Duration
    public var clock: any LatencyClock

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

    public func fetchUsers() async throws -> [User] {
        try await clock.sleep(for: latency)
        return users
    }
}
