// Everything that can be wrong with a users file, each in words a learner can act on.
// A file either loads whole or fails with exactly one of these: never a half-loaded list.

/// Why a users file could not be loaded.
public enum UsersFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file at the path.
    case notFound(path: String)
    /// The file is `size` bytes, more than the `limit` a users file may be.
    case tooLarge(path: String, size: Int, limit: Int)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The bytes are not JSON; `location` is `line L, column C`, `the file ends too early`
    /// or `the file is empty`, found from the bytes themselves (the same on every platform).
    case invalidJSON(path: String, location: String?)
    /// The bytes are JSON up to `location`, where `problem` (an invalid escape, a character
    /// that is not UTF-8, …) stops them.
    case invalidText(path: String, problem: String, location: String)
    /// Entry `entry` has `field` with a number no whole number can hold, as written.
    case numberOutOfRange(entry: Int, field: String, number: String)
    /// The top level is not an array of objects; `found` names what it is.
    case notAnArray(path: String, found: String)
    /// Entry `entry` (1-based) is not an object.
    case entryNotAnObject(entry: Int)
    /// Entry `entry` (1-based) lacks `field`.
    case missingField(entry: Int, field: String)
    /// Entry `entry` has `field` with the wrong JSON type; `expected` says which.
    case wrongType(entry: Int, field: String, expected: String)
    /// Entry `entry` has `field` more than once (JSON readers would keep the last silently).
    case repeatedField(entry: Int, field: String)
    /// Entry `entry` has a field the format doesn't have.
    case unknownField(entry: Int, field: String)
    /// Entry `entry` has a value outside what ``User`` allows; `problem` says which.
    case invalidValue(entry: Int, problem: String)
    /// Two entries share an id.
    case duplicateID(id: Int, firstEntry: Int, secondEntry: Int)

    /// One sentence naming the problem and where it is.
    public var description: String {
        switch self {
        case .notFound(let path):
            return "The users file \(path) was not found."
        case .tooLarge(let path, let size, let limit):
            return "The users file \(path) is too large to load: \(Self.sizeDescription(size)), "
                + "over the limit of \(Self.sizeDescription(limit))."
        case .unreadable(let path, let reason):
            return "The users file \(path) could not be read (\(reason))."
        case .invalidJSON(let path, let location):
            return "The users file \(path) is not valid JSON"
                + (location.map { " (\($0))." } ?? ".")
        case .invalidText(let path, let problem, let location):
            return "The users file \(path) is not valid JSON: \(problem) (\(location))."
        case .numberOutOfRange(let entry, let field, let number):
            return "Entry \(entry) has a number out of range for \"\(field)\": \(number)."
        case .notAnArray(let path, let found):
            return "The users file \(path) must hold a JSON array of users, but it holds \(found)."
        case .entryNotAnObject(let entry):
            return "Entry \(entry) is not an object with id, firstName, lastName, email and age."
        case .missingField(let entry, let field):
            return "Entry \(entry) is missing the field \"\(field)\"."
        case .wrongType(let entry, let field, let expected):
            return "Entry \(entry) has the wrong type for \"\(field)\": expected \(expected)."
        case .repeatedField(let entry, let field):
            return "Entry \(entry) has the field \"\(field)\" more than once."
        case .unknownField(let entry, let field):
            return "Entry \(entry) has an unknown field \"\(field)\"."
        case .invalidValue(let entry, let problem):
            return "Entry \(entry) has an invalid value: \(problem)."
        case .duplicateID(let id, let firstEntry, let secondEntry):
            return "Entries \(firstEntry) and \(secondEntry) have the same id \(id)."
        }
    }

    /// `51,338,898 bytes`: exact, and the same in every locale.
    public static func sizeDescription(_ bytes: Int) -> String {
        var digits = String(bytes)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        return groups.joined(separator: ",") + (bytes == 1 ? " byte" : " bytes")
    }
}
