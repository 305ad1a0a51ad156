// What `workbook metrics` measured, as plain values: the shared modules, each pattern's
// files, roles, tests and ratings, and the code sizes compared with MVC's. `PackageMeasurer`
// fills these in; `MetricsReportRenderer` prints them; `--format json` encodes them as is.

// MARK: - The report

/// Everything `workbook metrics` measured.
public struct MetricsReport: Encodable, Equatable, Sendable {
    /// The model and the view kit, which every pattern shares.
    public var shared: [ModuleMetrics]
    /// MVC, MVP and MVVM, in that order, or the patterns asked for in ``MeasuredPattern`` order.
    public var patterns: [PatternMetrics]
    /// Each pattern's size against MVC's, and MVVM's without its hand-written bindings.
    public var sizes: [CodeSize]

    /// The pattern `pattern`, if the report has it.
    public func pattern(_ pattern: MeasuredPattern) -> PatternMetrics? {
        patterns.first { $0.pattern == pattern }
    }

    /// The same report, keeping only `kept` patterns and their size rows.
    public func keeping(_ kept: [MeasuredPattern]) -> MetricsReport {
        MetricsReport(
            shared: shared, patterns: patterns.filter { kept.contains($0.pattern) },
            sizes: sizes.filter { kept.contains($0.pattern) })
    }
}

/// Size of a shared module.
public struct ModuleMetrics: Encodable, Equatable, Sendable {
    /// `UserModel` or `TerminalUIKit`.
    public var module: String
    /// `model` or `viewKit`.
    public var role: SourceRole
    /// Swift files in the module.
    public var fileCount: Int
    /// Non-blank lines that are not only comments.
    public var linesOfCode: Int
    /// Class, struct, enum and actor declarations, nested ones included.
    public var types: Int
    /// Protocol declarations.
    public var protocols: Int
}

// MARK: - Sources

/// One source file of a pattern.
public struct FileMetrics: Encodable, Equatable, Sendable {
    /// Relative to the package root.
    public var path: String
    /// Decided by ``RoleRule/table`` from ``mainType``.
    public var role: SourceRole
    /// The type named like the file, else its first type.
    public var mainType: String
    /// Non-blank lines that are not only comments.
    public var linesOfCode: Int
    /// Class, struct, enum and actor declarations.
    public var types: Int
    /// Protocol declarations.
    public var protocols: Int
    /// Whether the file imports `TerminalUIKit`.
    public var importsViewKit: Bool
}

/// A pattern's files of one role, added up.
public struct RoleMetrics: Encodable, Equatable, Sendable {
    /// The role.
    public var role: SourceRole
    /// How many files have it.
    public var fileCount: Int
    /// Their lines of code.
    public var linesOfCode: Int
    /// Their types.
    public var types: Int
    /// Their protocols.
    public var protocols: Int
    /// Their main types, in file order.
    public var mainTypes: [String]

    /// A role's totals.
    public init(
        role: SourceRole, fileCount: Int, linesOfCode: Int, types: Int, protocols: Int, mainTypes: [String]
    ) {
        self.role = role
        self.fileCount = fileCount
        self.linesOfCode = linesOfCode
        self.types = types
        self.protocols = protocols
        self.mainTypes = mainTypes
    }
}

/// The biggest top-level type of a pattern.
public struct LongestType: Encodable, Equatable, Sendable {
    /// The type's name.
    public var name: String
    /// The file that declares it.
    public var file: String
    /// Its declaration's lines of code plus those of its extensions in the pattern.
    public var linesOfCode: Int

    /// A type and its size.
    public init(name: String, file: String, linesOfCode: Int) {
        self.name = name
        self.file = file
        self.linesOfCode = linesOfCode
    }
}

/// One row of the size comparison.
public struct CodeSize: Encodable, Equatable, Sendable {
    /// The pattern measured.
    public var pattern: MeasuredPattern
    /// `MVP`, or `MVVM without its hand-written bindings`.
    public var label: String
    /// Whether the files of role `bindings` are left out.
    public var withoutBindings: Bool
    /// The files counted.
    public var fileCount: Int
    /// Their lines of code.
    public var linesOfCode: Int
    /// Their types and protocols together.
    public var typesAndProtocols: Int
    /// ``linesOfCode`` as a multiple of MVC's, to one decimal.
    public var linesOfCodeToMVC: Double
    /// ``typesAndProtocols`` as a multiple of MVC's, to one decimal.
    public var typesAndProtocolsToMVC: Double
    /// The files left out (the bindings), empty when none are.
    public var leftOut: [String]
}

// MARK: - Tests

/// A type the tests use in place of a real collaborator.
public struct TestDouble: Encodable, Equatable, Sendable {
    /// The type's name.
    public var name: String
    /// The file that declares it (a test file, or a shared one in `Sources/UserModel`).
    public var file: String
    /// Which part of ``TestDoubleRule`` it meets.
    public var reason: String

    /// A double and why it counts.
    public init(name: String, file: String, reason: String) {
        self.name = name
        self.file = file
        self.reason = reason
    }
}

/// One `@Test` function, classified.
public struct MeasuredTest: Encodable, Equatable, Sendable {
    /// The test file, relative to the package root.
    public var file: String
    /// The function's name.
    public var function: String
    /// The line of its `func`, from 1.
    public var line: Int
    /// The suite that holds it (its enclosing types, joined by dots); empty at top level.
    public var suite: String
    /// Logic, infrastructure or tracing, by ``TestKindRule``.
    public var kind: TestKind
    /// Whether it runs once per argument.
    public var isParameterised: Bool
    /// Its argument cases when they are array literals; `0` when it is not parameterised or
    /// its arguments are computed.
    public var argumentCases: Int
    /// The view kit types it reaches (``TestNeedRule``); empty when it doesn't need the kit.
    public var viewKitTypes: [String]
    /// The controllable services and clocks it reaches; empty when it needs none.
    public var controllableTypes: [String]
    /// The pattern's types it reaches, which decide its kind.
    public var patternTypes: [String]

    /// Whether it needs the view kit.
    public var needsViewKit: Bool { !viewKitTypes.isEmpty }
    /// Whether it needs a controllable service or clock.
    public var needsControllableServiceOrClock: Bool { !controllableTypes.isEmpty }
}

/// The tests of one kind in a pattern's test target, added up.
public struct TestGroup: Encodable, Equatable, Sendable {
    /// Logic, infrastructure or tracing.
    public var kind: TestKind
    /// `@Test` functions; a parameterised one counts once.
    public var count: Int
    /// Those with `arguments:`.
    public var parameterised: Int
    /// The cases of the parameterised tests whose arguments are array literals.
    public var argumentCases: Int
    /// Parameterised tests whose arguments are computed, so their cases were not counted.
    public var computedArgumentLists: Int
    /// Tests that need the view kit.
    public var needingViewKit: Int
    /// Tests that need a controllable service or clock.
    public var needingControllableServiceOrClock: Int
    /// Tests that need neither.
    public var needingNeither: Int

    /// Adds up `tests`, all of kind `kind`.
    public init(kind: TestKind, tests: [MeasuredTest]) {
        self.kind = kind
        count = tests.count
        parameterised = tests.filter(\.isParameterised).count
        argumentCases = tests.map(\.argumentCases).reduce(0, +)
        computedArgumentLists = tests.filter { $0.isParameterised && $0.argumentCases == 0 }.count
        needingViewKit = tests.filter(\.needsViewKit).count
        needingControllableServiceOrClock = tests.filter(\.needsControllableServiceOrClock).count
        needingNeither = tests.filter { !$0.needsViewKit && !$0.needsControllableServiceOrClock }.count
    }
}

/// One test file's tests, added up.
public struct TestFileMetrics: Encodable, Equatable, Sendable {
    /// Relative to the package root.
    public var path: String
    /// Its tests by kind: logic, infrastructure, tracing.
    public var kinds: [TestGroup]

    /// The file's tests of `kind`.
    public func group(_ kind: TestKind) -> TestGroup {
        kinds.first { $0.kind == kind } ?? TestGroup(kind: kind, tests: [])
    }
}

/// A pattern's test target.
public struct TestMetrics: Encodable, Equatable, Sendable {
    /// `Tests/<Pattern>Tests`.
    public var folder: String
    /// Swift files in it.
    public var fileCount: Int
    /// `@Test` functions of every kind; a parameterised one counts once.
    public var count: Int
    /// Those with `arguments:`.
    public var parameterised: Int
    /// The cases of the parameterised tests whose arguments are array literals.
    public var argumentCases: Int
    /// Parameterised tests whose arguments are computed, so their cases were not counted.
    public var computedArgumentLists: Int
    /// The test doubles the tests need, by name.
    public var doubles: [TestDouble]
    /// The tests by kind, always logic, infrastructure and tracing in that order.
    public var kinds: [TestGroup]
    /// The files that hold tests, with their tests by kind.
    public var files: [TestFileMetrics]
    /// Every test, classified, in file and line order.
    public var tests: [MeasuredTest]

    /// The tests of `kind`.
    public func group(_ kind: TestKind) -> TestGroup {
        kinds.first { $0.kind == kind } ?? TestGroup(kind: kind, tests: [])
    }
}

// MARK: - A pattern

/// The workbook's ratings for one pattern, after Orlov's criteria.
public struct Criteria: Encodable, Equatable, Sendable {
    /// Share of the code in the longest type.
    public var distribution: Criterion
    /// Share of the logic tests that run without the view kit.
    public var testability: Criterion
    /// Types and protocols a reader must learn.
    public var easeOfUse: Criterion
}

/// One pattern's sources and tests.
public struct PatternMetrics: Encodable, Equatable, Sendable {
    /// `mvc`, `mvp`, `mvvm`, `mvc-light` or `mvvm-observation`.
    public var pattern: MeasuredPattern
    /// `MVC`, `MVP`, `MVVM`, `MVC light` or `MVVM+Obs`.
    public var title: String
    /// Swift files in the pattern's source folders.
    public var fileCount: Int
    /// Their lines of code.
    public var linesOfCode: Int
    /// Their types (class, struct, enum, actor).
    public var types: Int
    /// Their protocols.
    public var protocols: Int
    /// The biggest top-level type, or `nil` when there is none.
    public var longestType: LongestType?
    /// The source files that import `TerminalUIKit`.
    public var viewKitImports: [String]
    /// The files added up per role, in ``SourceRole`` order; roles without files are left out.
    public var roles: [RoleMetrics]
    /// Every source file.
    public var files: [FileMetrics]
    /// The pattern's test target.
    public var tests: TestMetrics
    /// The workbook's ratings, from the numbers above.
    public var criteria: Criteria

    /// Types and protocols together.
    public var typesAndProtocols: Int { types + protocols }

    private enum CodingKeys: String, CodingKey {
        case pattern, title, fileCount, linesOfCode, types, protocols, longestType, viewKitImports
        case roles, files, tests, criteria
    }

    /// Encodes every key, `longestType` as `null` when there is none, so the shape never changes.
    public func encode(to encoder: any Encoder) throws {
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
