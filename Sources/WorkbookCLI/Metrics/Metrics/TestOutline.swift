// The outline of a file that the per-test rules need: each `@Test` function with the
// identifiers of its signature and body, and the declarations a test can call by name —
// functions, constants and variables, and types — each with the identifiers it uses.
// Like the rest of the scanner it reads tokens, not Swift's grammar; `MetricsRules.swift`
// says how tests reach helpers.

// MARK: - What the outline holds

/// One `@Test` function.
public struct TestFunction: Equatable, Sendable {
    /// The function's name, like `firstLoadInProgress`.
    public var name: String
    /// The line of its `func`, from 1.
    public var line: Int
    /// Its `@Test` attribute.
    public var attribute: TestAttribute
    /// The types it is declared in, outermost first (its suite is the last); empty at top level.
    public var enclosingTypes: [String]
    /// Every identifier in its signature and body.
    public var words: Set<String>

    /// A test function as the outline finds it.
    public init(
        name: String, line: Int, attribute: TestAttribute, enclosingTypes: [String], words: Set<String>
    ) {
        self.name = name
        self.line = line
        self.attribute = attribute
        self.enclosingTypes = enclosingTypes
        self.words = words
    }
}

/// A declaration outside any function body that a test may call or name.
public struct Helper: Equatable, Sendable {
    /// What is declared.
    public enum Kind: String, Sendable {
        /// A function, initialiser, subscript or deinitialiser.
        case function
        /// A constant or variable, stored or computed.
        case property
        /// A class, struct, enum, actor or protocol, or an extension of one.
        case type
    }

    /// What it is.
    public var kind: Kind
    /// Its name; an extension is named after the last part of the type it extends,
    /// an initialiser `init`.
    public var name: String
    /// The types it is declared in, outermost first; empty at top level.
    public var enclosingTypes: [String]
    /// Every identifier from its keyword to its end: signature, initial value or body.
    public var words: Set<String>

    /// A helper as the outline finds it.
    public init(kind: Kind, name: String, enclosingTypes: [String], words: Set<String>) {
        self.kind = kind
        self.name = name
        self.enclosingTypes = enclosingTypes
        self.words = words
    }
}

// MARK: - Reading the outline

/// Walks a file's tokens at declaration level — top level and inside type bodies — and
/// skips over function bodies, property values and closures whole.
struct OutlineReader {
    let tokens: [CodeToken]

    private static let typeKeywords: Set<String> = [
        "class", "struct", "enum", "actor", "protocol", "extension",
    ]
    private static let functionKeywords: Set<String> = ["func", "init", "deinit", "subscript"]
    /// Words after `class` that show it is a member's modifier, not a type: `class func`.
    private static let memberWords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "case", "in",
    ]
    /// Words that start the next declaration, so a bodiless function (a protocol
    /// requirement) ends before them.
    private static let declarationStarts: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "case", "typealias", "associatedtype",
        "struct", "class", "enum", "actor", "protocol", "extension", "static", "private", "fileprivate",
        "internal", "public", "open", "package", "nonisolated", "override", "final", "mutating",
        "required", "convenience", "weak", "unowned", "lazy",
    ]

    /// A type body being read: its name, its closing brace, and its place among the helpers.
    private struct Scope {
        var name: String
        var close: Int
        var helper: Int
    }

    func read() -> (tests: [TestFunction], helpers: [Helper]) {
        var tests: [TestFunction] = []
        var helpers: [Helper] = []
        var suites: Set<Int> = []  // the helpers that are types holding tests
        var scopes: [Scope] = []
        var pendingTest: TestAttribute?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if let scope = scopes.last, index >= scope.close {
                scopes.removeLast()
                index = scope.close + 1
                continue
            }
            let enclosing = scopes.map(\.name)
            if token.text == "@Test" {
                let (attribute, next) = SwiftFileFacts.testAttribute(at: index, in: tokens)
                pendingTest = attribute
                index = next
                continue
            }
            if token.text == "{" {
                // A block at declaration level that none of the cases below starts: skip it.
                index = (CodeToken.matchingClose(in: tokens, from: index) ?? index) + 1
                continue
            }
            guard token.isWord else {
                index += 1
                continue
            }
            if Self.typeKeywords.contains(token.text), let type = typeDeclaration(at: index) {
                let words = words(index...type.close)
                helpers.append(Helper(kind: .type, name: type.name, enclosingTypes: enclosing, words: words))
                scopes.append(Scope(name: type.name, close: type.close, helper: helpers.count - 1))
                pendingTest = nil
                index = type.open + 1
                continue
            }
            if Self.functionKeywords.contains(token.text), let function = functionDeclaration(at: index) {
                let words = words(index...function.end)
                if let attribute = pendingTest {
                    tests.append(
                        TestFunction(
                            name: function.name, line: token.line + 1, attribute: attribute,
                            enclosingTypes: enclosing, words: words))
                    if let suite = scopes.last { suites.insert(suite.helper) }
                } else {
                    helpers.append(
                        Helper(kind: .function, name: function.name, enclosingTypes: enclosing, words: words))
                }
                pendingTest = nil
                index = function.end + 1
                continue
            }
            if token.text == "let" || token.text == "var" {
                let end = statementEnd(from: index)
                if index + 1 < tokens.count, tokens[index + 1].isWord {
                    let name = tokens[index + 1].text
                    helpers.append(
                        Helper(
                            kind: .property, name: name, enclosingTypes: enclosing, words: words(index...end))
                    )
                }
                pendingTest = nil
                index = end + 1
                continue
            }
            index += 1
        }
        // Suites are not helpers: naming one must not pull in every test it holds.
        let kept = helpers.indices.filter { !suites.contains($0) }.map { helpers[$0] }
        return (tests, kept)
    }

    // MARK: - Declarations

    /// A type declaration at `index`: its name (the last part, for an extension), its
    /// opening brace and the matching closing brace.
    private func typeDeclaration(at index: Int) -> (name: String, open: Int, close: Int)? {
        guard index + 1 < tokens.count, tokens[index + 1].isWord,
            !Self.memberWords.contains(tokens[index + 1].text),
            index == 0 || ![".", "import", "\\"].contains(tokens[index - 1].text)
        else { return nil }
        var name = tokens[index + 1].text
        var next = index + 2
        while next + 1 < tokens.count, tokens[next].text == ".", tokens[next + 1].isWord {
            name = tokens[next + 1].text
            next += 2
        }
        guard let open = tokens[next...].firstIndex(where: { $0.text == "{" }),
            let close = CodeToken.matchingClose(in: tokens, from: open)
        else { return nil }
        return (name, open, close)
    }

    /// A function, initialiser, subscript or deinitialiser at `index`: its name and the
    /// index of its last token (its body's closing brace, or the end of its signature).
    private func functionDeclaration(at index: Int) -> (name: String, end: Int)? {
        let keyword = tokens[index].text
        var next = index + 1
        var name = keyword
        if keyword == "func" {
            guard next < tokens.count else { return nil }
            name = tokens[next].text
            next += 1
        }
        // The parameter list, when there is one (`deinit` has none).
        var search = next
        while search < tokens.count, tokens[search].text != "{", tokens[search].text != "(" { search += 1 }
        if search < tokens.count, tokens[search].text == "(",
            let close = CodeToken.matchingClose(in: tokens, from: search)
        {
            next = close + 1
        }
        var end = next - 1
        var depth = 0
        while next < tokens.count {
            let text = tokens[next].text
            if depth == 0, text == "{" {
                return (name, CodeToken.matchingClose(in: tokens, from: next) ?? tokens.count - 1)
            }
            if depth == 0, text == "}" || Self.declarationStarts.contains(text) || text.hasPrefix("@") {
                return (name, end)
            }
            if ["(", "["].contains(text) { depth += 1 }
            if [")", "]"].contains(text) { depth -= 1 }
            end = next
            next += 1
        }
        return (name, end)
    }

    /// The last token of the `let`/`var` statement at `start`: the statement ends at a line
    /// break outside brackets where the line before could end and the next line starts
    /// something new (a word, an attribute, a directive or a closing brace).
    private func statementEnd(from start: Int) -> Int {
        var depth = 0
        var index = start + 1
        while index < tokens.count {
            let token = tokens[index]
            let previous = tokens[index - 1]
            if depth == 0, token.line > previous.line, canEnd(previous), startsStatement(token) {
                return index - 1
            }
            switch token.text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth < 0 { return index - 1 }
            default: break
            }
            index += 1
        }
        return tokens.count - 1
    }

    private func canEnd(_ token: CodeToken) -> Bool {
        token.isWord || [")", "]", "}", "\"", "?", "!", ">"].contains(token.text)
    }

    private func startsStatement(_ token: CodeToken) -> Bool {
        token.isWord || token.text.hasPrefix("@") || token.text.hasPrefix("#") || token.text == "}"
    }

    /// The identifiers among the tokens in `range`.
    private func words(_ range: ClosedRange<Int>) -> Set<String> {
        let clamped = range.clamped(to: 0...max(0, tokens.count - 1))
        return Set(tokens[clamped].filter(\.isWord).map(\.text))
    }
}
