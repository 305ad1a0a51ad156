// Where users come from. Every pattern talks to this protocol (the massive view
// controller through a concrete default, the others through injection), so the service
// is the seam that tests, scripts and the CLI replace.

public protocol UserService: Sendable {
    /// Throws an error whose description a learner can read.
    func fetchUsers() async throws -> [User]
}

/// A failure to load users, worded for the screen: `Couldn't load users: <message>`.
public struct UserServiceError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    public static let connectionLost = UserServiceError("The network connection was lost.")
}

extension Error {
    /// What the screen says after `Couldn't load users:` — the error's own description, which
    /// ``UserServiceError`` words for a reader; any other error shows as Swift prints it.
    public var userFacingMessage: String { String(describing: self) }
}
