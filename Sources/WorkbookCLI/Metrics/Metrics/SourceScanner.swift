// Reads Swift source the way the metrics need it: which lines hold code, and each line's
// code with comments cut out and string contents left out, so later steps find
// declarations, imports and braces without being fooled by a `{` in a string or a
// commented-out `@Test`. It is a scanner, not a parser: it knows no Swift grammar.

// MARK: - Lines

/// One line of Swift as the metrics see it.
public struct ScannedLine: Equatable, Sendable {
    /// Whether the line holds anything but whitespace and comments (the text of a string counts).
    public var isCode: Bool
    /// The line's code without comments and without the contents of string literals; the quotes stay.
    public var code: String

    /// A line with its code flag and cleaned code.
    public init(isCode: Bool, code: String) {
        self.isCode = isCode
        self.code = code
    }
}

// MARK: - Scanner

/// Splits Swift source into ``ScannedLine``s.
///
/// It understands `//` and `///` line comments, `/* */` block comments (nested, as Swift
/// nests them), and string literals — single-line, multi-line `"""`, raw `#"…"#`, with
/// `\(…)` interpolation — so that `"http://"` is code and `/* { */` is not.
/// A line is code when anything but whitespace remains once its comments are removed, so a
/// blank line inside a multi-line string is not code, and its other lines are.
public enum SourceScanner {
    /// The lines of `text`, in order; a final line without a newline counts too.
    public static func scan(_ text: String) -> [ScannedLine] {
        var state = ScanState(characters: Array(text))
        return state.run()
    }

    /// The number of code lines in `text`: its lines of code.
    public static func linesOfCode(in text: String) -> Int {
        scan(text).filter(\.isCode).count
    }
}

// MARK: - State

private struct ScanState {
    /// What the scanner is inside of, innermost last; code when empty or an interpolation.
    enum Frame {
        case string(multiline: Bool, hashes: Int)
        case interpolation(parentheses: Int)
    }

    let characters: [Character]
    var index = 0
    var lines: [ScannedLine] = []
    var code = ""
    var isCode = false
    var lineStarted = false
    var frames: [Frame] = []
    var commentDepth = 0
    var inLineComment = false

    mutating func run() -> [ScannedLine] {
        while index < characters.count {
            let character = characters[index]
            if character.isNewline {
                endLine()
                index += 1
                continue
            }
            lineStarted = true
            if inLineComment {
                index += 1
            } else if commentDepth > 0 {
                readComment()
            } else if case .string(let multiline, let hashes) = frames.last {
                readString(multiline: multiline, hashes: hashes)
            } else {
                readCode()
            }
        }
        if lineStarted { endLine() }
        return lines
    }

    private mutating func endLine() {
        lines.append(ScannedLine(isCode: isCode, code: code))
        code = ""
        isCode = false
        lineStarted = false
        inLineComment = false
        // A single-line string can't continue on the next line: recover from unterminated ones.
        while case .string(multiline: false, _) = frames.last { frames.removeLast() }
    }

    // MARK: - Inside a block comment

    private mutating func readComment() {
        if starts(with: "/*") {
            commentDepth += 1
            index += 2
        } else if starts(with: "*/") {
            commentDepth -= 1
            index += 2
        } else {
            index += 1
        }
    }

    // MARK: - Inside a string literal

    private mutating func readString(multiline: Bool, hashes: Int) {
        let character = characters[index]
        isCode = isCode || !character.isWhitespace
        if character == "\\", hashCount(from: index + 1) >= hashes {
            let after = index + 1 + hashes
            if after < characters.count, characters[after] == "(" {
                frames.append(.interpolation(parentheses: 1))
                index = after + 1
                return
            }
            // An escape: skip the escaped character too, unless it ends the line.
            let escapesSomething = after < characters.count && !characters[after].isNewline
            index = escapesSomething ? after + 1 : after
            return
        }
        let quotes = multiline ? "\"\"\"" : "\""
        if starts(with: quotes), hashCount(from: index + quotes.count) >= hashes {
            frames.removeLast()
            code.append("\"")
            index += quotes.count + hashes
            return
        }
        index += 1
    }

    // MARK: - Code

    private mutating func readCode() {
        let character = characters[index]
        if starts(with: "//") {
            inLineComment = true
            index += 2
            return
        }
        if starts(with: "/*") {
            commentDepth = 1
            index += 2
            return
        }
        let hashes = hashCount(from: index)
        if index + hashes < characters.count, characters[index + hashes] == "\"" {
            let multiline = starts(with: "\"\"\"", offset: hashes)
            frames.append(.string(multiline: multiline, hashes: hashes))
            code.append("\"")
            isCode = true
            index += hashes + (multiline ? 3 : 1)
            return
        }
        if case .interpolation(let parentheses) = frames.last {
            if character == "(" {
                frames[frames.count - 1] = .interpolation(parentheses: parentheses + 1)
            } else if character == ")" {
                frames[frames.count - 1] = .interpolation(parentheses: parentheses - 1)
                if parentheses == 1 {
                    frames.removeLast()
                    index += 1
                    return
                }
            }
        }
        code.append(character)
        isCode = isCode || !character.isWhitespace
        index += 1
    }

    // MARK: - Looking ahead

    private func starts(with text: String, offset: Int = 0) -> Bool {
        var position = index + offset
        for expected in text {
            guard position < characters.count, characters[position] == expected else { return false }
            position += 1
        }
        return true
    }

    private func hashCount(from position: Int) -> Int {
        var count = 0
        while position + count < characters.count, characters[position + count] == "#" { count += 1 }
        return count
    }
}
