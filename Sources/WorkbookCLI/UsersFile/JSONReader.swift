// A small JSON reader written for the users file: it says where and why bytes stop being
// JSON in its own words (line and column), the same on macOS and Linux.

/// Where and why the bytes stop being JSON, found by the reader itself — not worded by
/// the platform's parser — so the message is the same on macOS and Linux.
struct JSONProblem: Error {
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
struct JSONReader {
    let bytes: [UInt8]
    /// Where the text starts: after a UTF-8 byte-order mark, which some editors on Windows
    /// write. It is not part of the JSON, and lines and columns don't count it.
    let start: Int
    var offset: Int
    var depth = 0
    static let maximumDepth = 256
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        start = bytes.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
        offset = start
    }

    mutating func document() throws(JSONProblem) -> JSONValue {
        skipBlanks()
        if offset == bytes.count {
            throw JSONProblem(
                what: nil, location: bytes.count == start ? "the file is empty" : "the file ends too early")
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
        var repeatedKey: String?
        skipBlanks()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return .object(members, repeatedKey: nil)
        }
        while true {
            skipBlanks()
            guard peek() == UInt8(ascii: "\"") else { throw syntaxError() }
            let key = try string()
            skipBlanks()
            guard peek() == UInt8(ascii: ":") else { throw syntaxError() }
            offset += 1
            let member = try value()
            if members.updateValue(member, forKey: key) != nil, repeatedKey == nil {
                repeatedKey = key
            }
            skipBlanks()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(members, repeatedKey: repeatedKey)
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
}
