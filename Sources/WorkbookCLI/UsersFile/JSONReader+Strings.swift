// The string half of the JSON reader: escapes, surrogate pairs and UTF-8 checked byte
// by byte, so a bad character is reported where it is.

extension JSONReader {
    mutating func string() throws(JSONProblem) -> String {
        offset += 1
        var text = ""
        while true {
            // A run of plain ASCII is copied whole: a character at a time, a long name
            // costs many times more (most of all in a debug build).
            let run = offset
            while let byte = peek(), byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""),
                byte != UInt8(ascii: "\\")
            {
                offset += 1
            }
            if offset > run {
                text += String(decoding: bytes[run..<offset], as: UTF8.self)
            }
            guard let byte = peek() else { throw syntaxError() }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return text
            case UInt8(ascii: "\\"):
                text.unicodeScalars.append(try escape())
            case 0x00..<0x20:
                throw JSONProblem(
                    what:
                        "a control character (\\u{\(String(byte, radix: 16, uppercase: true))}) must be escaped in a string",
                    location: location(of: offset))
            default:
                text.unicodeScalars.append(try encodedScalar())
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

}
