// Where users come from. Every pattern talks to this protocol (the massive view
// controller through a concrete default, the others through injection), so the service
// is the seam that tests, scripts and the CLI replace.

/// Fetches the whole user list.
public protocol UserService: Sendable {
    /// Returns every user, or throws an error whose description a learner can read.
    func fetchUsers() async throws -> [User]
}

/// A failure to load users, worded for the screen: `Couldn't load users: <message>`.
public struct UserServiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reason, as one sentence.
    public var message: String

    /// Creates an error with the reason shown after `Couldn't load users: `.
    public init(_ message: String) {
        self.message = message
    }

    /// The reason, as shown on screen.
    public var description: String { message }

    /// The failure scripts and samples use when they don't name one.
    public static let connectionLost = UserServiceError("The network connection was lost.")
}

extension Error {
    /// The text a screen shows for this error: its description.
    public var userFacingMessage: String { String(describing: self) }
}
