// The explicit rules behind the judgements `workbook metrics` makes about tests: which types
// are test doubles, what a test reaches, what it needs (the view kit, a controllable service
// or clock, or neither), and whether it tests the feature's logic, the infrastructure a
// pattern stands on, or tracing. Every rule is written out here, by name and in words, so a
// reader can disagree with a rule, not with a count.

// MARK: - Test doubles

/// Which types in a test target are test doubles.
///
/// A class, struct, enum or actor declared in a pattern's test target is a double when its
/// name starts with one of ``namePrefixes`` or ends with one of ``nameSuffixes``, or when it
/// conforms to `UserService` or to a protocol the pattern's own sources declare (MVP's
/// passive view). Shared doubles — types in `Sources/UserModel` whose names follow the same
/// name rule, such as `ControllableUserService` — count for a pattern when its tests name them.
public enum TestDoubleRule {
    /// Names of doubles start like this: what they do, never `Mock…`.
    public static let namePrefixes = ["Recording", "Stub", "Controllable", "Fake", "Capturing", "Manual"]
    /// Or end like this: `UserListOutputRecorder`.
    public static let nameSuffixes = ["Recorder"]
    /// The model's service protocol; anything in a test target that conforms to it is a double.
    public static let serviceProtocol = "UserService"

    /// Why the name of `name` makes it a double, or `nil`.
    public static func nameReason(_ name: String) -> String? {
        if let prefix = namePrefixes.first(where: { name.hasPrefix($0) && name.count > $0.count }) {
            return "named \(prefix)…"
        }
        if let suffix = nameSuffixes.first(where: { name.hasSuffix($0) }) {
            return "named …\(suffix)"
        }
        return nil
    }

    /// Why `declaration`, found in a test target, is a double, or `nil` when it is not one.
    public static func reason(for declaration: Declaration, patternProtocols: Set<String>) -> String? {
        guard declaration.isType else { return nil }
        if let reason = nameReason(declaration.name) { return reason }
        let protocols = [serviceProtocol] + patternProtocols.sorted()
        if let conformance = protocols.first(where: { declaration.conformances.contains($0) }) {
            return "conforms to \(conformance)"
        }
        return nil
    }
}

// MARK: - What a test reaches

/// The identifiers one `@Test` function reaches: what the other rules look at.
///
/// A test reaches the identifiers of its own signature and body, then — by name, again and
/// again until nothing new turns up — those of:
/// 1. the functions, constants and variables declared at the top level of its file
///    (a file-private `makeVisibleScreen()` that builds a window);
/// 2. the members of the suite that holds it, and the suite's `init`, which runs before
///    each of its tests whether the test names it or not;
/// 3. the types and extensions declared anywhere in its test target (a recording view, a
///    stub service), except the suites that hold tests.
/// Members of other types are reached only through their type. Names are matched as words,
/// so a helper called like a property elsewhere is reached too: the rule errs towards
/// reaching more.
public enum TestReachRule {
    /// The rule in words, for the report's notes.
    public static let summary =
        "a test reaches the names in its own body and, by name and transitively, the functions, "
        + "constants and variables at the top of its file, its suite's members and init, and the types "
        + "declared anywhere in its test target (not the suites)"

    /// Every identifier `test`, declared in `file`, reaches; `target` is every file of its test target.
    public static func reach(
        of test: TestFunction, in file: SwiftFileFacts, target: [SwiftFileFacts]
    ) -> Set<String> {
        var byName: [String: [Set<String>]] = [:]
        var words = test.words
        for helper in file.helpers where helper.kind != .type {
            let atTop = helper.enclosingTypes.isEmpty
            let inSuite = !atTop && test.enclosingTypes.starts(with: helper.enclosingTypes)
            guard atTop || inSuite else { continue }
            byName[helper.name, default: []].append(helper.words)
            if inSuite, helper.kind == .function, helper.name == "init",
                helper.enclosingTypes == test.enclosingTypes
            {
                words.formUnion(helper.words)
            }
        }
        for helper in target.flatMap(\.helpers) where helper.kind == .type {
            byName[helper.name, default: []].append(helper.words)
        }
        var frontier = words
        var expanded: Set<String> = []
        while let word = frontier.popFirst() {
            guard expanded.insert(word).inserted else { continue }
            for helperWords in byName[word] ?? [] {
                for new in helperWords where words.insert(new).inserted {
                    frontier.insert(new)
                }
            }
        }
        return words
    }
}

// MARK: - What a test needs

/// The names the per-test rules look for, read from the sources at run time.
public struct TestVocabulary: Equatable, Sendable {
    /// Types and protocols declared in `Sources/TerminalUIKit`, and in the pattern's source
    /// files that import it (its view controllers and composition root).
    public var viewKitTypes: Set<String>
    /// Types and protocols declared in the pattern's sources, other than ``infrastructureTypes``.
    public var featureTypes: Set<String>
    /// Types and protocols declared in the pattern's files of role `bindings` (MVVM's
    /// hand-written `Property`, `MutableProperty`, `BindingToken`).
    public var infrastructureTypes: Set<String>
    /// Types and protocols declared in `Sources/Tracing`.
    public var tracingTypes: Set<String>

    /// A vocabulary from its four name lists.
    public init(
        viewKitTypes: Set<String>, featureTypes: Set<String>, infrastructureTypes: Set<String>,
        tracingTypes: Set<String>
    ) {
        self.viewKitTypes = viewKitTypes
        self.featureTypes = featureTypes
        self.infrastructureTypes = infrastructureTypes
        self.tracingTypes = tracingTypes
    }
}

/// What one test needs, decided from what it reaches (see ``TestReachRule``).
///
/// - The view kit (a window, view controllers, widgets): it reaches a type of
///   ``TestVocabulary/viewKitTypes``.
/// - A controllable service or clock — one whose answers the test gives by hand: it reaches
///   a type whose name starts with one of ``controllablePrefixes`` (`ControllableUserService`,
///   a `ManualClock`). A stub that answers at once is not one.
/// - Neither: plain values, stubs and recording doubles only.
public enum TestNeedRule {
    /// The view kit's module.
    public static let viewKitModule = "TerminalUIKit"
    /// Names of the services and clocks a test controls by hand start like this.
    public static let controllablePrefixes = ["Controllable", "Manual"]

    /// The rule in words, for the report's notes.
    public static let summary =
        "a test needs the view kit when it reaches a type of TerminalUIKit or of the pattern's files "
        + "that import it (view controllers, the composition root); a controllable service or clock when "
        + "it reaches a type named " + controllablePrefixes.map { $0 + "…" }.joined(separator: " or ")
        + " (answers the test gives by hand; stubs answer at once and don't count)"

    /// Whether `file` imports the view kit.
    public static func importsViewKit(_ file: SwiftFileFacts) -> Bool {
        file.imports.contains(viewKitModule)
    }

    /// The view kit types among `reach`, sorted; empty when the test doesn't need the kit.
    public static func viewKitTypes(in reach: Set<String>, vocabulary: TestVocabulary) -> [String] {
        reach.intersection(vocabulary.viewKitTypes).sorted()
    }

    /// The controllable services and clocks among `reach`, sorted.
    public static func controllableTypes(in reach: Set<String>) -> [String] {
        reach.filter { word in
            controllablePrefixes.contains { word.hasPrefix($0) && word.count > $0.count }
                && word.first?.isUppercase == true
        }.sorted()
    }
}

// MARK: - What a test is about

/// Whether a test exercises the feature, the infrastructure a pattern stands on, or tracing.
public enum TestKind: String, Codable, CaseIterable, Sendable {
    /// The feature's behaviour: screens, presenters, view models, their rows and routes.
    case logic
    /// Tooling the pattern stands on, such as MVVM's hand-written bindings.
    case infrastructure
    /// The recording proxies `workbook trace` wires in.
    case tracing
}

/// Which ``TestKind`` a test is, from the pattern types it reaches (see ``TestReachRule``).
///
/// 1. Tracing, when its file imports ``tracingModule`` and it reaches a type of
///    ``TestVocabulary/tracingTypes``, or when it reaches a name starting with one of
///    ``tracingPrefixes``. (Without the import a same-named type is the test target's own:
///    MVP's tests have a `RecordingUserListView` double, and so does `Sources/Tracing`.)
/// 2. Infrastructure, when the pattern types it reaches are all infrastructure — declared in
///    a file the role table calls `bindings` — and there is at least one: the `Property`
///    tests. A view controller's test that binds through a hand-made view model reaches the
///    view controller too, so it is logic.
/// 3. Logic otherwise.
public enum TestKindRule {
    /// Names of tracing types start like this, wherever they are declared.
    public static let tracingPrefixes = ["Tracing", "Traced"]
    /// The module of the recording proxies.
    public static let tracingModule = "Tracing"

    /// The rule in words, for the report's notes.
    public static let summary =
        "tracing when a test's file imports Tracing and it reaches a type of Sources/Tracing, or it "
        + "reaches one named "
        + tracingPrefixes.map { $0 + "…" }.joined(separator: " or ")
        + "; infrastructure when every type of the pattern it reaches is declared in a bindings file "
        + "(the hand-written Property, MutableProperty, BindingToken); logic otherwise"

    /// The pattern types (feature and infrastructure) among `reach`, sorted.
    public static func patternTypes(in reach: Set<String>, vocabulary: TestVocabulary) -> [String] {
        reach.intersection(vocabulary.featureTypes.union(vocabulary.infrastructureTypes)).sorted()
    }

    /// The tracing types among `reach`, sorted; those of `Sources/Tracing` only when the
    /// test's file imports it.
    public static func tracingTypes(
        in reach: Set<String>, importsTracing: Bool, vocabulary: TestVocabulary
    ) -> [String] {
        reach.filter { word in
            (importsTracing && vocabulary.tracingTypes.contains(word))
                || tracingPrefixes.contains { word.hasPrefix($0) && word.count > $0.count }
        }.sorted()
    }

    /// The kind of a test that reaches `reach`, in a file that imports Tracing or not.
    public static func kind(
        of reach: Set<String>, importsTracing: Bool, vocabulary: TestVocabulary
    ) -> TestKind {
        let tracing = tracingTypes(in: reach, importsTracing: importsTracing, vocabulary: vocabulary)
        if !tracing.isEmpty { return .tracing }
        let named = patternTypes(in: reach, vocabulary: vocabulary)
        if !named.isEmpty, named.allSatisfy(vocabulary.infrastructureTypes.contains) {
            return .infrastructure
        }
        return .logic
    }
}

// MARK: - Code size

/// How code sizes are compared: as a multiple of MVC's, to one decimal, and for a pattern
/// with hand-written bindings also without them — what it would cost with a binding
/// framework (Combine, RxSwift, Swift's `@Observable`) that replaced those files.
///
/// The bindings are the files the role table calls `bindings`; the view model's rows
/// (`UserRows.swift`) stay, because they are its output, which MVP's presenter has too,
/// and a binding framework would not write them.
public enum CodeSizeRule {
    /// The rule in words, for the report's notes.
    public static let summary =
        "sizes are multiples of MVC's, rounded to one decimal; \"without its hand-written bindings\" "
        + "leaves out the files of role bindings, which a binding framework would replace, and keeps "
        + "the rows the view model publishes (UserRows), which MVP has too"

    /// `part / whole` in tenths, rounded half up, with integer arithmetic so it is stable.
    public static func tenths(_ part: Int, of whole: Int) -> Int {
        whole > 0 ? (part * 10 + whole / 2) / whole : 0
    }

    /// Tenths as a multiple: `14` → `1.4×`.
    public static func multiple(tenths: Int) -> String {
        "\(tenths / 10).\(tenths % 10)×"
    }
}
