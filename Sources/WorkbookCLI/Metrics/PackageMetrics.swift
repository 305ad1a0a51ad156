// Measures a workbook checkout at run time: reads every Swift file under Sources/UserModel,
// Sources/TerminalUIKit, Sources/<Pattern> and Tests/<Pattern>Tests, and adds the facts up
// per pattern and per role. It reads files and nothing else — no building, no running —
// and it prints nothing: rendering is `MetricsReportRenderer`'s job.

import Foundation
import ScriptedSessions

// MARK: - The report

/// Everything `workbook metrics` measured; encoded as is for `--format json`.
struct MetricsReport: Encodable, Equatable, Sendable {
    /// The model and the view kit, which every pattern shares.
    var shared: [ModuleMetrics]
    /// MVC, MVP and MVVM, in that order.
    var patterns: [PatternMetrics]
}

/// Size of a shared module.
struct ModuleMetrics: Encodable, Equatable, Sendable {
    /// `UserModel` or `TerminalUIKit`.
    var module: String
    /// `model` or `viewKit`.
    var role: SourceRole
    /// Swift files in the module.
    var fileCount: Int
    /// Non-blank lines that are not only comments.
    var linesOfCode: Int
    /// Class, struct, enum and actor declarations, nested ones included.
    var types: Int
    /// Protocol declarations.
    var protocols: Int
}

/// One source file of a pattern.
struct FileMetrics: Encodable, Equatable, Sendable {
    /// Relative to the package root.
    var path: String
    /// Decided by ``RoleRule/table`` from ``mainType``.
    var role: SourceRole
    /// The type named like the file, else its first type.
    var mainType: String
    /// Non-blank lines that are not only comments.
    var linesOfCode: Int
    /// Class, struct, enum and actor declarations.
    var types: Int
    /// Protocol declarations.
    var protocols: Int
    /// Whether the file imports `TerminalUIKit`.
    var importsViewKit: Bool
}

/// A pattern's files of one role, added up.
struct RoleMetrics: Encodable, Equatable, Sendable {
    /// The role.
    var role: SourceRole
    /// How many files have it.
    var fileCount: Int
    /// Their lines of code.
    var linesOfCode: Int
    /// Their types.
    var types: Int
    /// Their protocols.
    var protocols: Int
    /// Their main types, in file order.
    var mainTypes: [String]
}

/// The biggest top-level type of a pattern.
struct LongestType: Encodable, Equatable, Sendable {
    /// The type's name.
    var name: String
    /// The file that declares it.
    var file: String
    /// Its declaration's lines of code plus those of its extensions in the pattern.
    var linesOfCode: Int
}

/// A type the tests use in place of a real collaborator.
struct TestDouble: Encodable, Equatable, Sendable {
    /// The type's name.
    var name: String
    /// The file that declares it (a test file, or a shared one in `Sources/UserModel`).
    var file: String
    /// Which part of ``TestDoubleRule`` it meets.
    var reason: String
}

/// The tests that need something, and the files that make them need it.
struct TestNeed: Encodable, Equatable, Sendable {
    /// The test files that need it.
    var files: [String]
    /// The tests in those files.
    var tests: Int
}

/// A pattern's test target.
struct TestMetrics: Encodable, Equatable, Sendable {
    /// `Tests/<Pattern>Tests`.
    var folder: String
    /// Swift files in it.
    var fileCount: Int
    /// `@Test` functions; a parameterised one counts once.
    var count: Int
    /// Those with `arguments:`.
    var parameterised: Int
    /// The cases of the parameterised tests whose arguments are array literals.
    var argumentCases: Int
    /// Parameterised tests whose arguments are computed, so their cases were not counted.
    var computedArgumentLists: Int
    /// The test doubles the tests need, by name.
    var doubles: [TestDouble]
    /// Tests in files that import `TerminalUIKit`.
    var needingViewKit: TestNeed
    /// Tests in files that name a controllable service or a clock.
    var needingControllableServiceOrClock: TestNeed

    /// Tests that run without the view kit.
    var withoutViewKit: Int { count - needingViewKit.tests }
}

/// Orlov's three criteria for one pattern.
struct Criteria: Encodable, Equatable, Sendable {
    /// Share of the code in the longest type.
    var distribution: Criterion
    /// Share of the tests that run without the view kit.
    var testability: Criterion
    /// Types and protocols a reader must learn.
    var easeOfUse: Criterion
}

/// One pattern's sources and tests.
struct PatternMetrics: Encodable, Equatable, Sendable {
    /// `mvc`, `mvp` or `mvvm`.
    var pattern: ArchitecturePattern
    /// `MVC`, `MVP` or `MVVM`.
    var title: String
    /// Swift files in `Sources/<Pattern>`.
    var fileCount: Int
    /// Their lines of code.
    var linesOfCode: Int
    /// Their types.
    var types: Int
    /// Their protocols.
    var protocols: Int
    /// The biggest top-level type, or `nil` when there is none.
    var longestType: LongestType?
    /// The source files that import `TerminalUIKit`.
    var viewKitImports: [String]
    /// The files added up per role, in ``SourceRole`` order; roles without files are left out.
    var roles: [RoleMetrics]
    /// Every source file.
    var files: [FileMetrics]
    /// The pattern's test target.
    var tests: TestMetrics
    /// Orlov's criteria, from the numbers above.
    var criteria: Criteria

    private enum CodingKeys: String, CodingKey {
        case pattern, title, fileCount, linesOfCode, types, protocols, longestType, viewKitImports
        case roles, files, tests, criteria
    }

    /// Encodes every key, `longestType` as `null` when there is none, so the shape never changes.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pattern, forKey: .pattern)
        try container.encode(title, forKey: .title)
        try container.encode(fileCount, forKey: .fileCount)
        try container.encode(linesOfCode, forKey: .linesOfCode)
        try container.encode(types, forKey: .types)
        try container.encode(protocols, forKey: .protocols)
        try container.encode(longestType, forKey: .longestType)
        try container.encode(viewKitImports, forKey: .viewKitImports)
        try container.encode(roles, forKey: .roles)
        try container.encode(files, forKey: .files)
        try container.encode(tests, forKey: .tests)
        try container.encode(criteria, forKey: .criteria)
    }
}

// MARK: - Measuring

/// Reads a workbook checkout and measures it.
enum PackageMeasurer {
    /// Measures the workbook whose `Package.swift` is in `root`.
    static func measure(root: URL) throws(CommandError) -> MetricsReport {
        let model = try readFolder("Sources/UserModel", in: root, required: true)
        let kit = try readFolder("Sources/TerminalUIKit", in: root, required: true)
        let shared = [
            moduleMetrics("UserModel", role: .model, files: model),
            moduleMetrics("TerminalUIKit", role: .viewKit, files: kit),
        ]
        var patterns: [PatternMetrics] = []
        for pattern in ArchitecturePattern.allCases {
            var sources: [SwiftFileFacts] = []
            for folder in pattern.sourceFolders {
                sources += try readFolder(folder, in: root, required: true)
            }
            let tests = try readFolder("Tests/\(pattern.title)Tests", in: root, required: false)
            patterns.append(measure(pattern, sources: sources, tests: tests, model: model))
        }
        return MetricsReport(shared: shared, patterns: patterns)
    }

    /// Adds up a shared module's files.
    static func moduleMetrics(_ module: String, role: SourceRole, files: [SwiftFileFacts]) -> ModuleMetrics {
        ModuleMetrics(
            module: module, role: role, fileCount: files.count,
            linesOfCode: files.map(\.linesOfCode).reduce(0, +), types: files.map(\.typeCount).reduce(0, +),
            protocols: files.map(\.protocolCount).reduce(0, +))
    }

    /// Measures one pattern from its already-read files.
    static func measure(
        _ pattern: ArchitecturePattern, sources: [SwiftFileFacts], tests: [SwiftFileFacts],
        model: [SwiftFileFacts]
    ) -> PatternMetrics {
        let files = sources.map { file in
            FileMetrics(
                path: file.path, role: RoleRule.role(ofMainType: file.mainTypeName, in: pattern),
                mainType: file.mainTypeName, linesOfCode: file.linesOfCode, types: file.typeCount,
                protocols: file.protocolCount, importsViewKit: TestNeedRule.needsViewKit(file))
        }
        let roles = SourceRole.allCases.compactMap { role -> RoleMetrics? in
            let members = files.filter { $0.role == role }
            guard !members.isEmpty else { return nil }
            return RoleMetrics(
                role: role, fileCount: members.count, linesOfCode: members.map(\.linesOfCode).reduce(0, +),
                types: members.map(\.types).reduce(0, +), protocols: members.map(\.protocols).reduce(0, +),
                mainTypes: members.map(\.mainType))
        }
        let linesOfCode = files.map(\.linesOfCode).reduce(0, +)
        let types = files.map(\.types).reduce(0, +)
        let protocols = files.map(\.protocols).reduce(0, +)
        let longest = longestType(in: sources)
        let testMetrics = measureTests(pattern, tests: tests, sources: sources, model: model)
        return PatternMetrics(
            pattern: pattern, title: pattern.title, fileCount: files.count, linesOfCode: linesOfCode,
            types: types, protocols: protocols, longestType: longest,
            viewKitImports: files.filter(\.importsViewKit).map(\.path), roles: roles, files: files,
            tests: testMetrics,
            criteria: Criteria(
                distribution: OrlovCriteria.distribution(longest: longest, linesOfCode: linesOfCode),
                testability: OrlovCriteria.testability(tests: testMetrics),
                easeOfUse: OrlovCriteria.easeOfUse(types: types, protocols: protocols, files: files.count)))
    }

    /// The top-level type with the most lines of code, its extensions in the pattern included;
    /// the first one wins a tie.
    static func longestType(in sources: [SwiftFileFacts]) -> LongestType? {
        var extensionLines: [String: Int] = [:]
        for declaration in sources.flatMap(\.declarations) where declaration.kind == .extension {
            extensionLines[declaration.name, default: 0] += declaration.linesOfCode
        }
        var longest: LongestType?
        for file in sources {
            for declaration in file.declarations where declaration.isType && !declaration.isNested {
                let size = declaration.linesOfCode + extensionLines[declaration.name, default: 0]
                if size > longest?.linesOfCode ?? 0 {
                    longest = LongestType(name: declaration.name, file: file.path, linesOfCode: size)
                }
            }
        }
        return longest
    }

    /// Counts a test target's tests, doubles and needs.
    static func measureTests(
        _ pattern: ArchitecturePattern, tests: [SwiftFileFacts], sources: [SwiftFileFacts],
        model: [SwiftFileFacts]
    ) -> TestMetrics {
        let attributes = tests.flatMap(\.tests)
        let parameterised = attributes.filter(\.isParameterised)
        let patternProtocols = Set(
            sources.flatMap(\.declarations).filter { $0.kind == .protocol }.map(\.name))

        var doubles: [TestDouble] = []
        for file in tests {
            for declaration in file.declarations {
                guard
                    let reason = TestDoubleRule.reason(for: declaration, patternProtocols: patternProtocols),
                    !doubles.contains(where: { $0.name == declaration.name })
                else { continue }
                doubles.append(TestDouble(name: declaration.name, file: file.path, reason: reason))
            }
        }
        let usedWords = tests.reduce(into: Set<String>()) { $0.formUnion($1.words) }
        for file in model {
            for declaration in file.declarations
            where declaration.isType && usedWords.contains(declaration.name) {
                guard let reason = TestDoubleRule.nameReason(declaration.name),
                    !doubles.contains(where: { $0.name == declaration.name })
                else { continue }
                doubles.append(TestDouble(name: declaration.name, file: file.path, reason: reason))
            }
        }

        func need(_ rule: (SwiftFileFacts) -> Bool) -> TestNeed {
            let files = tests.filter(rule)
            return TestNeed(files: files.map(\.path), tests: files.map(\.tests.count).reduce(0, +))
        }
        return TestMetrics(
            folder: "Tests/\(pattern.title)Tests", fileCount: tests.count, count: attributes.count,
            parameterised: parameterised.count,
            argumentCases: parameterised.compactMap(\.argumentCases).reduce(0, +),
            computedArgumentLists: parameterised.filter { $0.argumentCases == nil }.count,
            doubles: doubles.sorted { $0.name < $1.name },
            needingViewKit: need(TestNeedRule.needsViewKit),
            needingControllableServiceOrClock: need(TestNeedRule.needsControllableServiceOrClock))
    }

    // MARK: - Files

    /// Every `.swift` file under `folder` (relative to `root`), read and scanned, sorted by path.
    /// A missing or empty required folder is an error; a missing optional one is no files.
    static func readFolder(_ folder: String, in root: URL, required: Bool) throws(CommandError)
        -> [SwiftFileFacts]
    {
        let directory = root.appendingPathComponent(folder)
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists =
            manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue
        let paths = exists ? ((try? manager.subpathsOfDirectory(atPath: directory.path)) ?? []) : []
        let swiftPaths = paths.filter { $0.hasSuffix(".swift") }.sorted()
        if required, swiftPaths.isEmpty {
            throw .failure(
                "the workbook's sources are not there: \(directory.path) is missing or holds no .swift "
                    + "files. Run 'workbook metrics' inside a complete copy of the workbook, or pass "
                    + "--package-path.")
        }
        var files: [SwiftFileFacts] = []
        for path in swiftPaths {
            let url = directory.appendingPathComponent(path)
            let source: String
            do {
                source = try String(contentsOf: url, encoding: .utf8)
            } catch {
                throw .failure("could not read \(url.path) as UTF-8 text: \(error.localizedDescription)")
            }
            files.append(SwiftFileFacts(path: folder + "/" + path, source: source))
        }
        return files
    }
}

extension ArchitecturePattern {
    /// The folders of the pattern's targets: one for MVC, a presentation and a views target
    /// for MVP and MVVM.
    var sourceFolders: [String] {
        switch self {
        case .mvc: ["Sources/MVC"]
        case .mvp: ["Sources/MVPPresentation", "Sources/MVPViews"]
        case .mvvm: ["Sources/MVVMPresentation", "Sources/MVVMViews"]
        }
    }
}
