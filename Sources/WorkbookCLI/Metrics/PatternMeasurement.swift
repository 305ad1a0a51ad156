// What `workbook metrics` counts, by matching lines rather than parsing Swift: a file's lines
// of code, the types and protocols declared at the start of a line, and its imports; a
// test's needs from what its file imports and the names its lines (and its helpers') mention.

import Foundation

extension ArchitecturePattern {
    var folders: (sources: [String], tests: String) {
        let modules =
            switch self {
            case .mvc: ["MVC"]
            case .mvp: ["MVPPresentation", "MVPViews"]
            case .mvvm: ["Bindings", "MVVMPresentation", "MVVMViews"]
            case .mvcLight: ["MVCLight"]
            case .mvvmObservation: ["MVVMObservationPresentation", "MVVMObservationViews"]
            }
        let tests = "Tests/" + (modules.last ?? "").replacing("Views", with: "") + "Tests"
        return (modules.map { "Sources/" + $0 }, tests)
    }

    var logicRole: String {
        switch self {
        case .mvc, .mvcLight: "controller"
        case .mvp: "presenter"
        case .mvvm, .mvvmObservation: "view model"
        }
    }
}

struct Declaration: Sendable {
    var keyword: String
    var name: String
    var rest: String  // what follows the name (`: UserListView {`): what it conforms to
    var linesOfCode: Int  // to the closing brace at the start of a line; 0 for a nested one
    var isType: Bool { !["protocol", "extension"].contains(keyword) }
}

struct SwiftFile: Sendable {
    // The regular expression only runs on lines holding a keyword, as it is slow.
    static func declaration(in line: String) -> Regex<(Substring, Substring, Substring, Substring, Substring)>
        .Match?
    {
        guard
            ["class ", "struct ", "enum ", "actor ", "protocol ", "extension "].contains(where: line.contains)
        else { return nil }
        return line.firstMatch(
            of:
                #/^(\s*)(?:(?:@\w+(?:\([^)]*\))?|public|private|fileprivate|internal|package|open|final|nonisolated|indirect)\s+)*(class|struct|enum|actor|protocol|extension)\s+([A-Za-z_]\w*)(.*)$/#
        )
    }
    static let notNames: Set = ["func", "var", "let", "subscript", "init", "override", "static", "case"]

    var path: String
    var code: [String] = []
    var imports: Set<String> = []
    var declarations: [Declaration] = []
    var role = ""

    var name: String { String(path.split(separator: "/").last ?? "").replacing(".swift", with: "") }
    var types: Int { declarations.count { $0.isType } }
    var protocols: Int { declarations.count { $0.keyword == "protocol" } }

    init(path: String, text: String) {
        self.path = path
        var inComment = false
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inComment || trimmed.hasPrefix("/*") {
                inComment = !trimmed.contains("*/")
            } else if !trimmed.isEmpty, !trimmed.hasPrefix("//") {
                code.append(String(line))
            }
        }
        for (index, line) in code.enumerated() {
            if line.hasPrefix("import ") || line.hasPrefix("@testable import "),
                let module = line.split(separator: " ").last
            {
                imports.insert(String(module))
            }
            guard let match = Self.declaration(in: line), !Self.notNames.contains(String(match.3)) else {
                continue
            }
            let oneLine = line.contains("{") && line.count { $0 == "{" } == line.count { $0 == "}" }
            let end = code[index...].firstIndex { $0.hasPrefix("}") } ?? index
            let length = !match.1.isEmpty ? 0 : oneLine ? 1 : end - index + 1
            declarations.append(
                Declaration(
                    keyword: String(match.2), name: String(match.3), rest: String(match.4),
                    linesOfCode: length))
        }
    }
}

struct TestFile: Sendable {
    var path: String
    var kind: String
    var tests = 0, parameterised = 0, viewKit = 0, controllable = 0, neither = 0

    static var controllableName: Regex<Substring> { /\b(?:Controllable|Manual)[A-Z]/ }

    init(_ file: SwiftFile, viewKit: Bool, infrastructure: Bool) {
        path = file.path
        kind = infrastructure ? "infrastructure" : "logic"
        // A chunk runs from a function (with its attributes) to the next function or type.
        var chunks: [(name: String, isTest: Bool, parameterised: Bool, lines: [String])] = []
        var attribute: [String]?
        for line in file.code {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("@Test") { attribute = [] }
            attribute?.append(line)
            if line.contains("func "), let function = line.firstMatch(of: /\bfunc\s+(\w+)/) {
                let lines = attribute ?? [line]
                let parameterised = lines.contains { $0.contains("arguments:") }
                chunks.append((String(function.1), attribute != nil, parameterised, lines))
                attribute = nil
            } else if attribute == nil, SwiftFile.declaration(in: line) != nil {
                chunks.append(("", false, false, []))
            } else if attribute == nil, !chunks.isEmpty {
                chunks[chunks.count - 1].lines.append(line)
            }
        }
        var helpers: Set<String> = []
        func needsControllable(_ lines: [String]) -> Bool {
            lines.contains { line in
                (line.contains("Controllable") || line.contains("Manual"))
                    && line.contains(Self.controllableName)
                    || helpers.contains { line.contains($0 + "(") }
            }
        }
        while let helper = chunks.first(where: {
            !$0.isTest && !$0.name.isEmpty && !helpers.contains($0.name) && needsControllable($0.lines)
        }) {
            helpers.insert(helper.name)
        }
        for chunk in chunks where chunk.isTest {
            let controllable = needsControllable(chunk.lines)
            tests += 1
            parameterised += chunk.parameterised ? 1 : 0
            self.viewKit += viewKit ? 1 : 0
            self.controllable += controllable ? 1 : 0
            neither += viewKit || controllable ? 0 : 1
        }
    }
}

struct PatternMeasurement: Sendable {
    var pattern: ArchitecturePattern
    var files: [SwiftFile]
    var testFiles: [TestFile]
    var doubles: [(name: String, file: String, reason: String)]

    static let roleOrder = [
        "controller", "controller helper", "view", "presenter", "view model", "bindings", "composition",
    ]
    static let doublePrefixes = ["Recording", "Stub", "Controllable", "Fake", "Capturing", "Manual"]
    static let doubleSuffixes = ["Recorder"]

    var logicTests: [TestFile] { testFiles.filter { $0.kind == "logic" } }

    // Its extensions in the pattern included.
    var longestType: (name: String, linesOfCode: Int)? {
        let declarations = files.flatMap(\.declarations)
        let types = Set(declarations.filter(\.isType).map(\.name))
        let lengths = Dictionary(
            declarations.filter { types.contains($0.name) && $0.keyword != "protocol" }.map {
                ($0.name, $0.linesOfCode)
            },
            uniquingKeysWith: +)
        return lengths.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { ($0.key, $0.value) }
    }

    static func role(of file: SwiftFile, in pattern: ArchitecturePattern) -> String {
        let name = file.name
        let rules: [(matches: Bool, role: String)] = [
            (name.hasSuffix("Screen"), "composition"),
            (name.hasSuffix("ViewController"), pattern.logicRole == "controller" ? "controller" : "view"),
            (name.contains("Presenter"), "presenter"), (name.contains("ViewModel"), "view model"),
            (file.path.hasPrefix("Sources/Bindings/"), "bindings"), (name.hasSuffix("View"), "view"),
            (["Loader", "DataSource", "Formatter"].contains(where: name.hasSuffix), "controller helper"),
        ]
        return rules.first(where: \.matches)?.role ?? pattern.logicRole
    }

    static func read(_ folder: String, root: URL) throws(CommandError) -> [SwiftFile] {
        let url = root.appendingPathComponent(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
            throw .failure("can't read \(folder) in \(root.path): is this the workbook's folder?")
        }
        return try names.filter { $0.hasSuffix(".swift") }.sorted().map { name throws(CommandError) in
            guard let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) else {
                throw .failure("can't read \(folder)/\(name) as UTF-8 text.")
            }
            return SwiftFile(path: "\(folder)/\(name)", text: text)
        }
    }

    static func measure(_ pattern: ArchitecturePattern, root: URL, model: [SwiftFile]) throws(CommandError)
        -> PatternMeasurement
    {
        var files: [SwiftFile] = []
        for folder in pattern.folders.sources { files += try read(folder, root: root) }
        for index in files.indices { files[index].role = role(of: files[index], in: pattern) }
        let bindings = Set(files.filter { $0.role == "bindings" }.map(\.name))
        let sources = try read(pattern.folders.tests, root: root)
        let testFiles = sources.map {
            TestFile(
                $0, viewKit: $0.imports.contains("TerminalUIKit"),
                infrastructure: bindings.contains($0.name.replacing(/Tests$/, with: "")))
        }
        let protocols =
            files.flatMap(\.declarations).filter { $0.keyword == "protocol" }.map(\.name) + ["UserService"]
        func reason(_ name: String, _ rest: String) -> String? {
            if let prefix = doublePrefixes.first(where: name.hasPrefix) { return "named \(prefix)…" }
            if let suffix = doubleSuffixes.first(where: name.hasSuffix) { return "named …\(suffix)" }
            let words = rest.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
            return protocols.first(where: words.contains).map { "conforms to \($0)" }
        }
        let mentioned = sources.flatMap(\.code).joined(separator: "\n")
        let doubles = (sources + model).flatMap { file in
            file.declarations.filter(\.isType).compactMap { declaration -> (String, String, String)? in
                let fromTests = file.path.hasPrefix("Tests/")
                guard fromTests || mentioned.contains(declaration.name),
                    let why = reason(declaration.name, fromTests ? declaration.rest : "")
                else { return nil }
                return (declaration.name, file.path, why)
            }
        }
        return PatternMeasurement(
            pattern: pattern, files: files, testFiles: testFiles,
            doubles: doubles.sorted { ($0.0, $0.1) < ($1.0, $1.1) })
    }
}

extension [SwiftFile] {
    var linesOfCode: Int { map(\.code.count).reduce(0, +) }
    var types: Int { map(\.types).reduce(0, +) }
    var protocols: Int { map(\.protocols).reduce(0, +) }
}
