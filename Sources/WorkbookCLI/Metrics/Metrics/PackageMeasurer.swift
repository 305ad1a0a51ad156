// Measures a workbook checkout at run time: reads every Swift file under Sources/UserModel,
// Sources/TerminalUIKit, Sources/Tracing, the patterns' source folders and their test
// targets, and adds the facts up per pattern, per role and per test. It reads files and
// nothing else — no building, no running — and it prints nothing.

import Foundation

/// Reads a workbook checkout and measures it.
public enum PackageMeasurer {
    /// Measures `patterns` (MVC always, since sizes are multiples of its) in the workbook whose
    /// `Package.swift` is in `root`; the report keeps them in ``MeasuredPattern`` order.
    public static func measure(
        root: URL, patterns: [MeasuredPattern] = MeasuredPattern.classic
    ) throws(MetricsError) -> MetricsReport {
        let model = try readFolder("Sources/UserModel", in: root, required: true)
        let kit = try readFolder("Sources/TerminalUIKit", in: root, required: true)
        let tracing = try readFolder("Sources/Tracing", in: root, required: false)
        let shared = [
            moduleMetrics("UserModel", role: .model, files: model),
            moduleMetrics("TerminalUIKit", role: .viewKit, files: kit),
        ]
        var measured: [PatternMetrics] = []
        for pattern in MeasuredPattern.allCases where pattern == .mvc || patterns.contains(pattern) {
            var sources: [SwiftFileFacts] = []
            for folder in pattern.sourceFolders {
                sources += try readFolder(folder, in: root, required: true)
            }
            let tests = try readFolder(pattern.testFolder, in: root, required: false)
            measured.append(
                measure(pattern, sources: sources, tests: tests, model: model, kit: kit, tracing: tracing))
        }
        return MetricsReport(shared: shared, patterns: measured, sizes: sizes(measured))
    }

    /// Adds up a shared module's files.
    static func moduleMetrics(_ module: String, role: SourceRole, files: [SwiftFileFacts]) -> ModuleMetrics {
        ModuleMetrics(
            module: module, role: role, fileCount: files.count,
            linesOfCode: files.map(\.linesOfCode).reduce(0, +), types: files.map(\.typeCount).reduce(0, +),
            protocols: files.map(\.protocolCount).reduce(0, +))
    }

    /// Measures one pattern from its already-read files.
    public static func measure(
        _ pattern: MeasuredPattern, sources: [SwiftFileFacts], tests: [SwiftFileFacts],
        model: [SwiftFileFacts], kit: [SwiftFileFacts], tracing: [SwiftFileFacts]
    ) -> PatternMetrics {
        let files = sources.map { file in
            FileMetrics(
                path: file.path, role: RoleRule.role(ofMainType: file.mainTypeName, in: pattern),
                mainType: file.mainTypeName, linesOfCode: file.linesOfCode, types: file.typeCount,
                protocols: file.protocolCount, importsViewKit: TestNeedRule.importsViewKit(file))
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
        let vocabulary = vocabulary(pattern, sources: sources, kit: kit, tracing: tracing)
        let testMetrics = measureTests(
            pattern, tests: tests, sources: sources, model: model, vocabulary: vocabulary)
        return PatternMetrics(
            pattern: pattern, title: pattern.title, fileCount: files.count, linesOfCode: linesOfCode,
            types: types, protocols: protocols, longestType: longest,
            viewKitImports: files.filter(\.importsViewKit).map(\.path), roles: roles, files: files,
            tests: testMetrics,
            criteria: Criteria(
                distribution: WorkbookThresholds.distribution(longest: longest, linesOfCode: linesOfCode),
                testability: WorkbookThresholds.testability(logic: testMetrics.group(.logic)),
                easeOfUse: WorkbookThresholds.easeOfUse(
                    types: types, protocols: protocols, files: files.count)))
    }

    /// The names the per-test rules look for in this pattern.
    static func vocabulary(
        _ pattern: MeasuredPattern, sources: [SwiftFileFacts], kit: [SwiftFileFacts],
        tracing: [SwiftFileFacts]
    ) -> TestVocabulary {
        func declared(_ files: [SwiftFileFacts]) -> Set<String> {
            Set(files.flatMap(\.declarations).filter { $0.kind != .extension }.map(\.name))
        }
        let bindings = sources.filter {
            RoleRule.role(ofMainType: $0.mainTypeName, in: pattern) == .bindings
        }
        let infrastructure = declared(bindings)
        return TestVocabulary(
            viewKitTypes: declared(kit).union(declared(sources.filter(TestNeedRule.importsViewKit))),
            featureTypes: declared(sources).subtracting(infrastructure),
            infrastructureTypes: infrastructure,
            tracingTypes: declared(tracing))
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

    // MARK: - Tests

    /// Classifies a test target's tests and finds its doubles.
    static func measureTests(
        _ pattern: MeasuredPattern, tests: [SwiftFileFacts], sources: [SwiftFileFacts],
        model: [SwiftFileFacts], vocabulary: TestVocabulary
    ) -> TestMetrics {
        var measured: [MeasuredTest] = []
        for file in tests {
            for test in file.testFunctions {
                let reach = TestReachRule.reach(of: test, in: file, target: tests)
                measured.append(
                    MeasuredTest(
                        file: file.path, function: test.name, line: test.line,
                        suite: test.enclosingTypes.joined(separator: "."),
                        kind: TestKindRule.kind(
                            of: reach, importsTracing: file.imports.contains(TestKindRule.tracingModule),
                            vocabulary: vocabulary),
                        isParameterised: test.attribute.isParameterised,
                        argumentCases: test.attribute.isParameterised ? test.attribute.argumentCases ?? 0 : 0,
                        viewKitTypes: TestNeedRule.viewKitTypes(in: reach, vocabulary: vocabulary),
                        controllableTypes: TestNeedRule.controllableTypes(in: reach),
                        patternTypes: TestKindRule.patternTypes(in: reach, vocabulary: vocabulary)))
            }
        }
        func groups(_ tests: [MeasuredTest]) -> [TestGroup] {
            TestKind.allCases.map { kind in TestGroup(kind: kind, tests: tests.filter { $0.kind == kind }) }
        }
        let files = tests.filter { !$0.testFunctions.isEmpty }.map { file in
            TestFileMetrics(path: file.path, kinds: groups(measured.filter { $0.file == file.path }))
        }
        let all = TestGroup(kind: .logic, tests: measured)
        return TestMetrics(
            folder: pattern.testFolder, fileCount: tests.count, count: all.count,
            parameterised: all.parameterised, argumentCases: all.argumentCases,
            computedArgumentLists: all.computedArgumentLists,
            doubles: doubles(tests: tests, sources: sources, model: model), kinds: groups(measured),
            files: files, tests: measured)
    }

    /// The doubles declared in the test target, then the model's that the tests name.
    static func doubles(
        tests: [SwiftFileFacts], sources: [SwiftFileFacts], model: [SwiftFileFacts]
    ) -> [TestDouble] {
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
        return doubles.sorted { $0.name < $1.name }
    }

    // MARK: - Sizes

    /// Each pattern against MVC, and each pattern with bindings also without them.
    static func sizes(_ patterns: [PatternMetrics]) -> [CodeSize] {
        guard let mvc = patterns.first(where: { $0.pattern == .mvc }) else { return [] }
        func row(_ pattern: PatternMetrics, withoutBindings: Bool) -> CodeSize {
            let kept = pattern.files.filter { !withoutBindings || $0.role != .bindings }
            let lines = kept.map(\.linesOfCode).reduce(0, +)
            let types = kept.map { $0.types + $0.protocols }.reduce(0, +)
            func ratio(_ part: Int, _ whole: Int) -> Double {
                Double(CodeSizeRule.tenths(part, of: whole)) / 10
            }
            return CodeSize(
                pattern: pattern.pattern,
                label: withoutBindings ? "\(pattern.title) without its hand-written bindings" : pattern.title,
                withoutBindings: withoutBindings, fileCount: kept.count, linesOfCode: lines,
                typesAndProtocols: types, linesOfCodeToMVC: ratio(lines, mvc.linesOfCode),
                typesAndProtocolsToMVC: ratio(types, mvc.typesAndProtocols),
                leftOut: pattern.files.filter { withoutBindings && $0.role == .bindings }.map(\.path))
        }
        return patterns.flatMap { pattern in
            [row(pattern, withoutBindings: false)]
                + (pattern.roles.contains { $0.role == .bindings }
                    ? [row(pattern, withoutBindings: true)] : [])
        }
    }

    // MARK: - Files

    /// Every `.swift` file under `folder` (relative to `root`), read and scanned, sorted by path.
    /// A missing or empty required folder is an error; a missing optional one is no files.
    public static func readFolder(_ folder: String, in root: URL, required: Bool) throws(MetricsError)
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
            throw .sourcesMissing(folder: directory.path)
        }
        var files: [SwiftFileFacts] = []
        for path in swiftPaths {
            let url = directory.appendingPathComponent(path)
            let source: String
            do {
                source = try String(contentsOf: url, encoding: .utf8)
            } catch {
                throw .unreadable(file: url.path, reason: error.localizedDescription)
            }
            files.append(SwiftFileFacts(path: folder + "/" + path, source: source))
        }
        return files
    }
}
