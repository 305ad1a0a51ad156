// What the metrics read from one Swift file: its lines of code, the types, protocols and
// extensions it declares (with their sizes and conformances), its imports, its `@Test`
// functions and the declarations a test may call. It works on the scanner's comment-free
// code, a token at a time; it knows no patterns or roles — those are decided in
// `RoleTable.swift`, `MetricsRules.swift` and `PackageMetrics.swift`.

// MARK: - Declarations

/// A type, protocol or extension declared in a file.
public struct Declaration: Equatable, Sendable {
    /// The keyword that declares it.
    public enum Kind: String, Sendable {
        /// `class`
        case `class`
        /// `struct`
        case `struct`
        /// `enum`
        case `enum`
        /// `actor`
        case `actor`
        /// `protocol`
        case `protocol`
        /// `extension`
        case `extension`
    }

    /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
    public var kind: Kind
    /// The declared name, without generic parameters (`Observable`, not `Observable<Value>`).
    public var name: String
    /// Every name in its inheritance clause: superclass, protocols, `@unchecked` dropped.
    public var conformances: [String]
    /// Whether it is declared inside another declaration's braces.
    public var isNested: Bool
    /// Code lines from the line of its keyword to the line of its closing brace.
    public var linesOfCode: Int

    /// A declaration as the reader finds it.
    public init(kind: Kind, name: String, conformances: [String], isNested: Bool, linesOfCode: Int) {
        self.kind = kind
        self.name = name
        self.conformances = conformances
        self.isNested = isNested
        self.linesOfCode = linesOfCode
    }

    /// Whether it is a class, struct, enum or actor — what the metrics call a type.
    public var isType: Bool {
        switch kind {
        case .class, .struct, .enum, .actor: true
        case .protocol, .extension: false
        }
    }
}

// MARK: - Tests

/// One `@Test` attribute.
public struct TestAttribute: Equatable, Sendable {
    /// Whether it has `arguments:`, so one function runs once per argument.
    public var isParameterised: Bool
    /// How many argument cases, when every argument collection is an array literal
    /// (the product when there are several); `nil` when one is computed (`Self.cases`).
    public var argumentCases: Int?

    /// An attribute, parameterised or not.
    public init(isParameterised: Bool, argumentCases: Int?) {
        self.isParameterised = isParameterised
        self.argumentCases = argumentCases
    }
}

// MARK: - The facts of one file

/// Everything the metrics need from one Swift file.
public struct SwiftFileFacts: Sendable {
    /// The file's path relative to the package root, like `Sources/MVC/UserListScreen.swift`.
    public var path: String
    /// Non-blank lines that are not only comments.
    public var linesOfCode: Int
    /// Types, protocols and extensions, in the order they appear.
    public var declarations: [Declaration]
    /// Imported module names, like `TerminalUIKit`.
    public var imports: [String]
    /// The `@Test` functions, in the order they appear.
    public var testFunctions: [TestFunction]
    /// The functions, properties and types declared outside any function body, which a
    /// test may reach by name; tests and the suites that hold them are not among them.
    public var helpers: [Helper]
    /// Every identifier the code uses or declares.
    public var words: Set<String>

    /// Every `@Test` outside comments and strings, in the order they appear.
    public var tests: [TestAttribute] { testFunctions.map(\.attribute) }

    /// Reads the facts of `source`, a file at `path`.
    public init(path: String, source: String) {
        let lines = SourceScanner.scan(source)
        let tokens = CodeToken.tokens(of: lines)
        self.path = path
        linesOfCode = lines.filter(\.isCode).count
        declarations = DeclarationReader(tokens: tokens, lines: lines).read()
        imports = Self.imports(in: tokens)
        let outline = OutlineReader(tokens: tokens).read()
        testFunctions = outline.tests
        helpers = outline.helpers
        words = Set(tokens.filter(\.isWord).map(\.text))
    }

    /// The file name without `.swift`.
    public var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    /// The type the file is about: the one named like the file, else the first top-level
    /// type or protocol, else the first extended type, else the file name.
    public var mainTypeName: String {
        let topLevel = declarations.filter { !$0.isNested && $0.kind != .extension }
        if let named = topLevel.first(where: { $0.name == baseName }) { return named.name }
        if let first = topLevel.first { return first.name }
        if let extended = declarations.first(where: { $0.kind == .extension }) { return extended.name }
        return baseName
    }

    /// The number of class, struct, enum and actor declarations, nested ones included.
    public var typeCount: Int { declarations.filter(\.isType).count }

    /// The number of protocol declarations.
    public var protocolCount: Int { declarations.filter { $0.kind == .protocol }.count }

    // MARK: - Imports

    private static let importPrefixes: Set<String> = [
        "public", "internal", "package", "private", "fileprivate",
    ]
    private static let importKinds: Set<String> = [
        "class", "struct", "enum", "protocol", "typealias", "func", "var", "let", "actor",
    ]

    /// `import X` with only attributes (`@testable`) or an access level before it on its line.
    private static func imports(in tokens: [CodeToken]) -> [String] {
        var modules: [String] = []
        for (index, token) in tokens.enumerated() where token.isWord && token.text == "import" {
            let before = tokens[..<index].reversed().prefix { $0.line == token.line }
            guard before.allSatisfy({ $0.text.hasPrefix("@") || importPrefixes.contains($0.text) }) else {
                continue
            }
            var next = index + 1
            if next < tokens.count, importKinds.contains(tokens[next].text) { next += 1 }
            if next < tokens.count, tokens[next].isWord { modules.append(tokens[next].text) }
        }
        return modules
    }

    // MARK: - @Test

    /// The attribute that starts at `index` (an `@Test` token) and the index just after it.
    static func testAttribute(at index: Int, in tokens: [CodeToken]) -> (TestAttribute, next: Int) {
        guard index + 1 < tokens.count, tokens[index + 1].text == "(",
            let close = CodeToken.matchingClose(in: tokens, from: index + 1)
        else {
            return (TestAttribute(isParameterised: false, argumentCases: nil), index + 1)
        }
        return (attribute(tokens[(index + 2)..<close]), close + 1)
    }

    /// Reads `("name", .tags(…), arguments: [a, b], [c])` without its parentheses.
    private static func attribute(_ inside: ArraySlice<CodeToken>) -> TestAttribute {
        let parts = CodeToken.splitAtTopLevelCommas(inside)
        guard
            let first = parts.firstIndex(where: {
                $0.count > 1 && $0[$0.startIndex].text == "arguments" && $0[$0.startIndex + 1].text == ":"
            })
        else {
            return TestAttribute(isParameterised: false, argumentCases: nil)
        }
        var collections = parts[first...].map { $0 }
        collections[0] = collections[0].dropFirst(2)
        var cases: Int? = 1
        for collection in collections {
            cases = cases.flatMap { product in CodeToken.arrayLiteralCount(collection).map { product * $0 } }
        }
        return TestAttribute(isParameterised: true, argumentCases: cases)
    }
}

// MARK: - Tokens

/// A word (identifier, keyword, number, `@attribute`, `#directive`) or one punctuation mark.
struct CodeToken: Equatable, Sendable {
    /// The token's text.
    var text: String
    /// The index of its line in the file, from 0.
    var line: Int
    /// Whether it is an identifier, keyword or number (not punctuation, not `@…` or `#…`).
    var isWord: Bool

    /// The tokens of scanned lines, whose strings are already empty and comments gone.
    static func tokens(of lines: [ScannedLine]) -> [CodeToken] {
        var tokens: [CodeToken] = []
        for (number, line) in lines.enumerated() where line.isCode {
            var current = ""
            var currentIsWord = false
            func flush() {
                if !current.isEmpty {
                    tokens.append(CodeToken(text: current, line: number, isWord: currentIsWord))
                }
                current = ""
            }
            for character in line.code {
                let isWordCharacter = character.isLetter || character.isNumber || character == "_"
                if isWordCharacter {
                    if current.isEmpty { currentIsWord = true }
                    current.append(character)
                } else if character == "@" || character == "#" {
                    flush()
                    current = String(character)
                    currentIsWord = false
                } else {
                    flush()
                    if !character.isWhitespace {
                        tokens.append(CodeToken(text: String(character), line: number, isWord: false))
                    }
                }
            }
            flush()
        }
        return tokens
    }

    /// The index of the `)`, `]` or `}` that closes the bracket at `open`.
    static func matchingClose(in tokens: [CodeToken], from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            switch tokens[index].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// `tokens` split at the commas outside any brackets.
    static func splitAtTopLevelCommas(_ tokens: ArraySlice<CodeToken>) -> [ArraySlice<CodeToken>] {
        var parts: [ArraySlice<CodeToken>] = []
        var depth = 0
        var start = tokens.startIndex
        for index in tokens.indices {
            switch tokens[index].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0:
                parts.append(tokens[start..<index])
                start = index + 1
            default: break
            }
        }
        parts.append(tokens[start..<tokens.endIndex])
        return parts.filter { !$0.isEmpty }
    }

    /// The number of elements when `tokens` is exactly one array literal, else `nil`.
    static func arrayLiteralCount(_ tokens: ArraySlice<CodeToken>) -> Int? {
        guard let open = tokens.first, open.text == "[",
            let close = matchingClose(in: Array(tokens), from: 0), close == tokens.count - 1
        else { return nil }
        let inside = tokens.dropFirst().dropLast()
        return splitAtTopLevelCommas(inside).count
    }
}

// MARK: - Reading declarations

/// Finds `class`/`struct`/`enum`/`actor`/`protocol`/`extension` declarations in tokens.
private struct DeclarationReader {
    let tokens: [CodeToken]
    let lines: [ScannedLine]

    /// Words after a declaring keyword that show it declares no type: `class func`, `class var`.
    private static let memberWords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "case", "in",
    ]
    /// Words before a declaring keyword that show it is not one: `.class`, `import class`.
    private static let notBefore: Set<String> = [".", "import", "let", "var", "case", "func", "\\"]

    func read() -> [Declaration] {
        let closes = braceMatches()
        var declarations: [Declaration] = []
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.text == "{" { depth += 1 }
            if token.text == "}" { depth = max(0, depth - 1) }
            guard token.isWord, let kind = Declaration.Kind(rawValue: token.text),
                index + 1 < tokens.count, tokens[index + 1].isWord,
                !Self.memberWords.contains(tokens[index + 1].text),
                index == 0 || !Self.notBefore.contains(tokens[index - 1].text)
            else { continue }
            var next = index + 1
            var name = tokens[next].text
            next += 1
            while next + 1 < tokens.count, tokens[next].text == ".", tokens[next + 1].isWord {
                name += "." + tokens[next + 1].text
                next += 2
            }
            let conformances = inheritance(from: next)
            let open = tokens[next...].firstIndex { $0.text == "{" }
            let lastLine = open.flatMap { closes[$0] }.map { tokens[$0].line } ?? token.line
            let size = lines[token.line...lastLine].filter(\.isCode).count
            declarations.append(
                Declaration(
                    kind: kind, name: name, conformances: conformances, isNested: depth > 0, linesOfCode: size
                ))
        }
        return declarations
    }

    /// The names after `:` up to `{` or `where`, skipping generic parameters.
    private func inheritance(from start: Int) -> [String] {
        var names: [String] = []
        var angle = 0
        var afterColon = false
        for token in tokens[start...] {
            if token.text == "{" || (angle == 0 && token.text == "where") { break }
            switch token.text {
            case "<": angle += 1
            case ">": angle -= 1
            case ":" where angle == 0: afterColon = true
            default:
                if afterColon, angle == 0, token.isWord, token.text != "any", token.text != "some" {
                    names.append(token.text)
                }
            }
        }
        return names
    }

    /// For each `{`, the index of its `}`.
    private func braceMatches() -> [Int: Int] {
        var matches: [Int: Int] = [:]
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token.text == "{" { open.append(index) }
            if token.text == "}", let start = open.popLast() { matches[start] = index }
        }
        return matches
    }
}
