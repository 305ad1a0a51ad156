// The two ways a command fails, per the house style (after swift-argument-parser): bad
// usage exits 64 with a usage line, a failure at run time exits 1. The logic targets under
// the command throw it too, so their sentences reach the terminal unchanged.

public enum CommandError: Error, Equatable, Sendable {
    case usage(String)
    case failure(String)

    public var message: String {
        switch self {
        case .usage(let message), .failure(let message): message
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .failure: 1
        }
    }
}
