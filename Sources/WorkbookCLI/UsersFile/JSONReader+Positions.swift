// Where the JSON reader is in the bytes, and the line and column a problem is reported
// at, counted from the bytes themselves.

extension JSONReader {
    func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    func peek(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    mutating func skipBlanks() {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
        {
            offset += 1
        }
    }

    func syntaxError() -> JSONProblem {
        JSONProblem(
            what: nil, location: offset >= bytes.count ? "the file ends too early" : location(of: offset))
    }

    func invalidEscape(at start: Int, _ what: String) -> JSONProblem {
        JSONProblem(what: "an invalid escape: \(what)", location: location(of: start))
    }

    /// `line L, column C` of the byte at `index`, both from 1; a column counts characters
    /// (UTF-8 continuation bytes don't start one).
    func location(of index: Int) -> String {
        var line = 1
        var column = 1
        for byte in bytes[start..<max(start, min(index, bytes.count))] {
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
