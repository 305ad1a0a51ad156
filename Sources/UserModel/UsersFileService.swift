// Users from a JSON file the learner writes or breaks on purpose. Every fetch reads the
// file again, so editing it and pressing Refresh shows the change — or the error.

import Foundation

/// Loads users from a JSON array of `{id, firstName, lastName, email, age}` objects.
public struct UsersFileService: UserService {
    /// The file to read.
    public var path: String

    /// Creates a service reading `path` on every fetch.
    public init(path: String) {
        self.path = path
    }

    /// Reads and validates the file; throws one ``UsersFileError`` on any problem.
    public func fetchUsers() async throws -> [User] {
        try load()
    }

    /// Reads and validates the file synchronously.
    public func load() throws(UsersFileError) -> [User] {
        try UsersFileService.decode(try readData(), path: fileName)
    }

    /// The file's name without its folder: error messages use it to stay short on screen.
    public var fileName: String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    /// Reads the file's bytes, or says why it can't.
    public func readData() throws(UsersFileError) -> Data {
        guard FileManager.default.fileExists(atPath: path) else {
            throw .notFound(path: fileName)
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw .unreadable(path: fileName, reason: "it is a folder")
        }
        // A device or a pipe could block or never end; only an ordinary file is read.
        let values = try? URL(fileURLWithPath: path).resourceValues(forKeys: [.isRegularFileKey])
        if values?.isRegularFile == false {
            throw .unreadable(path: fileName, reason: "it is not a regular file")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: fileName, reason: UsersFileService.shortReason(error))
        }
    }

    // MARK: - Decoding and validation

    /// Decodes and validates users from `data`; `path` only names the file in errors.
    public static func decode(_ data: Data, path: String) throws(UsersFileError) -> [User] {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .invalidJSON(path: path, location: location(in: data))
        }
        guard case .array(let entries) = root else {
            throw .notAnArray(path: path, found: root.kindDescription)
        }
        var users: [User] = []
        var entryByID: [Int: Int] = [:]
        for (index, entry) in entries.enumerated() {
            let number = index + 1
            let user = try validatedUser(entry, number: number)
            if let earlier = entryByID[user.id] {
                throw .duplicateID(id: user.id, firstEntry: earlier, secondEntry: number)
            }
            entryByID[user.id] = number
            users.append(user)
        }
        return users
    }

    private static let fields = ["id", "firstName", "lastName", "email", "age"]

    private static func validatedUser(_ entry: JSONValue, number: Int) throws(UsersFileError) -> User {
        guard case .object(let object) = entry else {
            throw .entryNotAnObject(entry: number)
        }
        for field in fields where object[field] == nil {
            throw .missingField(entry: number, field: field)
        }
        if let unknown = object.keys.sorted().first(where: { !fields.contains($0) }) {
            throw .unknownField(entry: number, field: unknown)
        }
        let id = try integer(object, "id", number)
        let firstName = try string(object, "firstName", number)
        let lastName = try string(object, "lastName", number)
        let email = try string(object, "email", number)
        let age = try integer(object, "age", number)
        if firstName.trimmingCharacters(in: .whitespaces).isEmpty {
            throw .invalidValue(entry: number, problem: "the first name is empty")
        }
        if lastName.trimmingCharacters(in: .whitespaces).isEmpty {
            throw .invalidValue(entry: number, problem: "the last name is empty")
        }
        if !email.contains("@") {
            throw .invalidValue(entry: number, problem: "the email \"\(email)\" has no \"@\"")
        }
        if !User.validAges.contains(age) {
            throw .invalidValue(entry: number, problem: "the age \(age) is not between 0 and 150")
        }
        return User(id: id, firstName: firstName, lastName: lastName, email: email, age: age)
    }

    private static func integer(
        _ object: [String: JSONValue], _ field: String, _ number: Int
    ) throws(UsersFileError) -> Int {
        guard case .integer(let value) = object[field] else {
            throw .wrongType(entry: number, field: field, expected: "a whole number")
        }
        return value
    }

    private static func string(
        _ object: [String: JSONValue], _ field: String, _ number: Int
    ) throws(UsersFileError) -> String {
        guard case .string(let value) = object[field] else {
            throw .wrongType(entry: number, field: field, expected: "a string")
        }
        return value
    }

    /// `line L, column C` when the JSON parser says where it stopped, or `the file ends
    /// too early`; Foundation words this differently per platform, so both forms it uses
    /// (a line and column, or a character offset) are turned into a line and column here.
    private static func location(in data: Data) -> String? {
        let message: String
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            message = (error as NSError).userInfo[NSDebugDescriptionErrorKey].map { "\($0)" } ?? "\(error)"
        }
        if let match = message.firstMatch(of: /line (\d+), column (\d+)/) {
            return "line \(match.1), column \(match.2)"
        }
        if let match = message.firstMatch(of: /character (\d+)/), let offset = Int(match.1) {
            let before = String(decoding: data.prefix(offset), as: UTF8.self)
            let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
            return "line \(lines.count), column \((lines.last?.count ?? 0) + 1)"
        }
        if message.localizedCaseInsensitiveContains("end of") {
            return "the file ends too early"
        }
        return nil
    }

    private static func shortReason(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoPermissionError {
            return "permission denied"
        }
        return nsError.localizedDescription
    }
}

// MARK: - A JSON value, so each entry can be checked field by field

private enum JSONValue: Decodable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a true/false value"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
