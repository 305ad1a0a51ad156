// The explicit rules behind the judgements `workbook metrics` makes: which test types are
// test doubles, which tests need a controllable service or clock, and how the numbers
// become Orlov's qualitative criteria. Every rule is written out here and printed with the
// number it rests on, so a reader can disagree with the threshold, not with the count.

// MARK: - Test doubles

/// Which types in a test target are test doubles.
///
/// A class, struct, enum or actor declared in a pattern's test target is a double when its
/// name starts with one of ``namePrefixes`` or ends with one of ``nameSuffixes``, or when it
/// conforms to `UserService` or to a protocol the pattern's own sources declare (MVP's
/// passive view). Shared doubles — types in `Sources/UserModel` whose names follow the same
/// name rule, such as `ControllableUserService` — count for a pattern when its tests name them.
enum TestDoubleRule {
    /// Names of doubles start like this: what they do, never `Mock…`.
    static let namePrefixes = ["Recording", "Stub", "Controllable", "Fake", "Capturing", "Manual"]
    /// Or end like this: `UserListOutputRecorder`.
    static let nameSuffixes = ["Recorder"]
    /// The model's service protocol; anything in a test target that conforms to it is a double.
    static let serviceProtocol = "UserService"

    /// Why the name of `name` makes it a double, or `nil`.
    static func nameReason(_ name: String) -> String? {
        if let prefix = namePrefixes.first(where: { name.hasPrefix($0) && name.count > $0.count }) {
            return "named \(prefix)…"
        }
        if let suffix = nameSuffixes.first(where: { name.hasSuffix($0) }) {
            return "named …\(suffix)"
        }
        return nil
    }

    /// Why `declaration`, found in a test target, is a double, or `nil` when it is not one.
    static func reason(for declaration: Declaration, patternProtocols: Set<String>) -> String? {
        guard declaration.isType else { return nil }
        if let reason = nameReason(declaration.name) { return reason }
        let protocols = [serviceProtocol] + patternProtocols.sorted()
        if let conformance = protocols.first(where: { declaration.conformances.contains($0) }) {
            return "conforms to \(conformance)"
        }
        return nil
    }
}

// MARK: - What tests need

/// Which test files need the view kit, or a service or clock the test controls by hand.
///
/// A test needs what its file needs: the view kit when the file imports `TerminalUIKit`;
/// a controllable service or clock when the file's code names a type whose name starts with
/// `Controllable` or ends with `Clock` (`ControllableUserService`, `ManualClock`).
enum TestNeedRule {
    /// The view kit's module.
    static let viewKitModule = "TerminalUIKit"

    /// Whether `file` imports the view kit.
    static func needsViewKit(_ file: SwiftFileFacts) -> Bool {
        file.imports.contains(viewKitModule)
    }

    /// Whether `file` names a controllable service or a clock.
    static func needsControllableServiceOrClock(_ file: SwiftFileFacts) -> Bool {
        file.words.contains { $0.hasPrefix("Controllable") || ($0.hasSuffix("Clock") && $0.count > 5) }
    }
}

// MARK: - Orlov's criteria

/// A qualitative judgement and the number it comes from.
struct Criterion: Encodable, Equatable, Sendable {
    /// `good`, `fair`, `poor`, or `n/a` when there is nothing to judge yet.
    var rating: Rating
    /// The number the rating rests on.
    var value: Int
    /// What ``value`` counts: `percent` or `types`.
    var unit: String
    /// The number in a sentence.
    var basis: String

    /// A three-step scale, plus `n/a`.
    enum Rating: String, Encodable, Sendable {
        case good
        case fair
        case poor
        case notApplicable = "n/a"
    }
}

/// Orlov's three criteria for an architecture (from "iOS Architecture Patterns", echoed in
/// objc.io's App Architecture), each derived from the measured numbers by one rule.
enum OrlovCriteria {
    /// A percentage ceiling for a good distribution; one for fair.
    static let distributionLimits = (good: 40, fair: 60)
    /// A percentage floor for good testability; one for fair.
    static let testabilityLimits = (good: 75, fair: 40)
    /// A ceiling on types and protocols for good ease of use; one for fair.
    static let easeOfUseLimits = (good: 4, fair: 8)

    /// The rules in words, for the legend below the criteria.
    static let rules = [
        "distribution: the share of the pattern's lines of code in its longest type — good up to "
            + "\(distributionLimits.good)%, fair up to \(distributionLimits.fair)%, poor above.",
        "testability: the share of its tests whose file does not import TerminalUIKit — good from "
            + "\(testabilityLimits.good)%, fair from \(testabilityLimits.fair)%, poor below.",
        "ease of use: the types and protocols a reader must learn beyond the shared model and view kit — "
            + "good up to \(easeOfUseLimits.good), fair up to \(easeOfUseLimits.fair), poor above.",
    ]

    /// Responsibilities spread out, or piled into one type.
    static func distribution(longest: LongestType?, linesOfCode: Int) -> Criterion {
        guard let longest, linesOfCode > 0 else {
            return Criterion(rating: .notApplicable, value: 0, unit: "percent", basis: "no types yet")
        }
        let share = percent(longest.linesOfCode, of: linesOfCode)
        let rating: Criterion.Rating =
            share <= distributionLimits.good ? .good : share <= distributionLimits.fair ? .fair : .poor
        return Criterion(
            rating: rating, value: share, unit: "percent",
            basis: "\(longest.linesOfCode) of \(linesOfCode) lines of code (\(share)%) are in \(longest.name)"
        )
    }

    /// How much of the pattern can be tested without the view kit.
    static func testability(tests: TestMetrics) -> Criterion {
        guard tests.count > 0 else {
            return Criterion(rating: .notApplicable, value: 0, unit: "percent", basis: "no tests yet")
        }
        let share = percent(tests.withoutViewKit, of: tests.count)
        let rating: Criterion.Rating =
            share >= testabilityLimits.good ? .good : share >= testabilityLimits.fair ? .fair : .poor
        return Criterion(
            rating: rating, value: share, unit: "percent",
            basis: "\(tests.withoutViewKit) of \(tests.count) tests (\(share)%) run without the view kit")
    }

    /// How much a reader must learn before changing the feature.
    static func easeOfUse(types: Int, protocols: Int, files: Int) -> Criterion {
        let count = types + protocols
        let rating: Criterion.Rating =
            count <= easeOfUseLimits.good ? .good : count <= easeOfUseLimits.fair ? .fair : .poor
        return Criterion(
            rating: rating, value: count, unit: "types",
            basis: counted(count, "type or protocol", "types and protocols") + " in "
                + counted(files, "file", "files"))
    }

    /// `1 file`, `2 files`.
    static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }

    /// `part` as a whole percentage of `whole`, rounded half up; integer arithmetic, so stable.
    static func percent(_ part: Int, of whole: Int) -> Int {
        whole > 0 ? (part * 100 + whole / 2) / whole : 0
    }
}
