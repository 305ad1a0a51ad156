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
            // A link that leads nowhere (or round in a loop) exists, but can't be followed.
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
                var status = stat()
                let problem =
                    stat(path, &status) == -1 && errno == ELOOP
                    ? "it is a symbolic link in a loop: following it leads back to itself"
                    : "it is a symbolic link to a file that does not exist"
                throw .unreadable(path: fileName, reason: problem)
            }
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
        var reader = JSONReader(bytes: [UInt8](data))
        let root: JSONValue
        do {
            root = try reader.document()
        } catch {
            throw error.usersFileError(path: path)
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
        switch object[field] {
        case .integer(let value):
            return value
        case .outOfRange(let text):
            throw .numberOutOfRange(entry: number, field: field, number: text)
        default:
            throw .wrongType(entry: number, field: field, expected: "a whole number")
        }
    }

    private static func string(
        _ object: [String: JSONValue], _ field: String, _ number: Int
    ) throws(UsersFileError) -> String {
        guard case .string(let value) = object[field] else {
            throw .wrongType(entry: number, field: field, expected: "a string")
        }
        return value
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

private enum JSONValue {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    /// A number no `Int` or `Double` can hold, such as `1e400`, as written.
    case outOfRange(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a true/false value"
        case .integer, .number, .outOfRange: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

// MARK: - Reading JSON from bytes

/// Where and why the bytes stop being JSON, found by the reader itself — not worded by
/// the platform's parser — so the message is the same on macOS and Linux.
private struct JSONProblem: Error {
    /// What is wrong at the position, or `nil` for a plain syntax error.
    var what: String?
    /// `line L, column C` (columns count characters), or `the file ends too early`.
    var location: String

    func usersFileError(path: String) -> UsersFileError {
        if let what {
            return .invalidText(path: path, problem: what, location: location)
        }
        return .invalidJSON(path: path, location: location)
    }
}

/// A small recursive-descent JSON reader (RFC 8259) over UTF-8 bytes: linear in the size
/// of the file, nesting limited so a hostile file can't exhaust the stack.
private struct JSONReader {
    let bytes: [UInt8]
    var offset = 0
    var depth = 0
    static let maximumDepth = 256

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func document() throws(JSONProblem) -> JSONValue {
        skipBlanks()
        if offset == bytes.count {
            throw JSONProblem(
                what: nil, location: bytes.isEmpty ? "the file is empty" : "the file ends too early")
        }
        let value = try self.value()
        skipBlanks()
        guard offset == bytes.count else { throw syntaxError() }
        return value
    }

    // MARK: Values

    private mutating func value() throws(JSONProblem) -> JSONValue {
        skipBlanks()
        guard let byte = peek() else { throw syntaxError() }
        switch byte {
        case UInt8(ascii: "{"):
            return try nested { (reader: inout JSONReader) throws(JSONProblem) in try reader.object() }
        case UInt8(ascii: "["):
            return try nested { (reader: inout JSONReader) throws(JSONProblem) in try reader.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw syntaxError()
        }
    }

    private mutating func nested(
        _ read: (inout JSONReader) throws(JSONProblem) -> JSONValue
    ) throws(JSONProblem) -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw JSONProblem(
                what: "arrays and objects are nested more than \(Self.maximumDepth) deep",
                location: location(of: offset))
        }
        return try read(&self)
    }

    private mutating func object() throws(JSONProblem) -> JSONValue {
        offset += 1
        var members: [String: JSONValue] = [:]
        skipBlanks()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipBlanks()
            guard peek() == UInt8(ascii: "\"") else { throw syntaxError() }
            let key = try string()
            skipBlanks()
            guard peek() == UInt8(ascii: ":") else { throw syntaxError() }
            offset += 1
            members[key] = try value()
            skipBlanks()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(members)
            default: throw syntaxError()
            }
        }
    }

    private mutating func array() throws(JSONProblem) -> JSONValue {
        offset += 1
        var elements: [JSONValue] = []
        skipBlanks()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            elements.append(try value())
            skipBlanks()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(elements)
            default: throw syntaxError()
            }
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONProblem) -> JSONValue {
        for expected in word.utf8 {
            guard peek() == expected else { throw syntaxError() }
            offset += 1
        }
        return value
    }

    private mutating func number() throws(JSONProblem) -> JSONValue {
        let start = offset
        var isInteger = true
        if peek() == UInt8(ascii: "-") { offset += 1 }
        if peek() == UInt8(ascii: "0") {
            offset += 1
        } else {
            guard digits() > 0 else { throw syntaxError() }
        }
        if peek() == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard digits() > 0 else { throw syntaxError() }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw syntaxError() }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isInteger {
            return Int(text).map(JSONValue.integer) ?? .outOfRange(text)
        }
        guard let value = Double(text), value.isFinite else { return .outOfRange(text) }
        return .number(value)
    }

    private mutating func digits() -> Int {
        let start = offset
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
        return offset - start
    }

    // MARK: Strings

    private mutating func string() throws(JSONProblem) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        while true {
            guard let byte = peek() else { throw syntaxError() }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(try escape())
            case 0x00..<0x20:
                throw JSONProblem(
                    what:
                        "a control character (\\u{\(String(byte, radix: 16, uppercase: true))}) must be escaped in a string",
                    location: location(of: offset))
            default:
                scalars.append(try encodedScalar())
            }
        }
    }

    private mutating func escape() throws(JSONProblem) -> Unicode.Scalar {
        let start = offset
        offset += 1
        guard let letter = peek() else { throw syntaxError() }
        offset += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hexQuad(escapeStart: start)
            if (0xDC00...0xDFFF).contains(high) {
                throw invalidEscape(
                    at: start, "\\u\(hex(high)) is the second half of a surrogate pair without its first")
            }
            guard (0xD800...0xDBFF).contains(high) else {
                return Unicode.Scalar(high) ?? "\u{FFFD}"
            }
            guard peek() == UInt8(ascii: "\\"), peek(at: offset + 1) == UInt8(ascii: "u") else {
                throw invalidEscape(
                    at: start, "\\u\(hex(high)) is half of a surrogate pair; its second half is missing")
            }
            let second = offset
            offset += 2
            let low = try hexQuad(escapeStart: second)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw invalidEscape(
                    at: start, "\\u\(hex(high)) is half of a surrogate pair; its second half is missing")
            }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        default:
            throw invalidEscape(
                at: start, "\\\(Character(Unicode.Scalar(letter))) is not an escape JSON knows")
        }
    }

    private mutating func hexQuad(escapeStart: Int) throws(JSONProblem) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw invalidEscape(at: escapeStart, "\\u needs four hexadecimal digits")
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// One UTF-8 encoded character; a byte sequence that isn't UTF-8 is an error.
    private mutating func encodedScalar() throws(JSONProblem) -> Unicode.Scalar {
        let start = offset
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0x00...0x7F: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: length = 0
        }
        if length > 0, start + length <= bytes.count {
            var decoder = UTF8()
            var iterator = bytes[start..<(start + length)].makeIterator()
            if case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.utf8.count == length {
                offset += length
                return scalar
            }
        }
        throw JSONProblem(
            what: "the text is not valid UTF-8 (byte 0x\(String(lead, radix: 16, uppercase: true)))",
            location: location(of: start))
    }

    // MARK: Positions

    private func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private func peek(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipBlanks() {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
        {
            offset += 1
        }
    }

    private func syntaxError() -> JSONProblem {
        JSONProblem(
            what: nil, location: offset >= bytes.count ? "the file ends too early" : location(of: offset))
    }

    private func invalidEscape(at start: Int, _ what: String) -> JSONProblem {
        JSONProblem(what: "an invalid escape: \(what)", location: location(of: start))
    }

    /// `line L, column C` of the byte at `index`, both from 1; a column counts characters
    /// (UTF-8 continuation bytes don't start one).
    private func location(of index: Int) -> String {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "line \(line), column \(column)"
    }
}
