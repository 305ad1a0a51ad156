// The ratings `workbook metrics` gives: the workbook's own thresholds on measured numbers,
// after the three criteria Bohdan Orlov judged architectures by — distribution,
// testability, ease of use. Orlov rated the patterns in words, not by these numbers; his
// own verdicts are quoted in `OrlovVerdicts.swift` and printed beside the ratings.

// MARK: - A rating

/// A qualitative judgement and the number it comes from.
public struct Criterion: Encodable, Equatable, Sendable {
    /// `good`, `fair`, `poor`, or `n/a` when there is nothing to judge yet.
    public var rating: Rating
    /// The number the rating rests on.
    public var value: Int
    /// What ``value`` counts: `percent` or `types and protocols`.
    public var unit: String
    /// The number in a sentence.
    public var basis: String

    /// A three-step scale, plus `n/a`.
    public enum Rating: String, Encodable, Sendable {
        /// Within the first threshold.
        case good
        /// Within the second.
        case fair
        /// Past both.
        case poor
        /// Nothing to rate yet.
        case notApplicable = "n/a"
    }

    /// A rating with its number.
    public init(rating: Rating, value: Int, unit: String, basis: String) {
        self.rating = rating
        self.value = value
        self.unit = unit
        self.basis = basis
    }
}

// MARK: - The thresholds

/// The workbook's own thresholds, one per criterion of Orlov's, each applied to one
/// measured number.
public enum WorkbookThresholds {
    /// A percentage ceiling for a good distribution; one for fair.
    public static let distributionLimits = (good: 40, fair: 60)
    /// A percentage floor for good testability; one for fair.
    public static let testabilityLimits = (good: 75, fair: 40)
    /// A ceiling on types and protocols for good ease of use; one for fair.
    public static let easeOfUseLimits = (good: 4, fair: 8)

    /// The rules in words, for the notes below the ratings.
    public static let rules = [
        "these thresholds are the workbook's own, set after Orlov's three criteria; Orlov rated the "
            + "patterns in words, quoted in the next table, not by these numbers.",
        "distribution: the share of the pattern's lines of code in its longest type — good up to "
            + "\(distributionLimits.good)%, fair up to \(distributionLimits.fair)%, poor above.",
        "testability: the share of its logic tests (not infrastructure or tracing) that run without "
            + "the view kit — good from \(testabilityLimits.good)%, fair from \(testabilityLimits.fair)%, "
            + "poor below.",
        "ease of use: the types and protocols a reader must learn beyond the shared model and view kit — "
            + "good up to \(easeOfUseLimits.good), fair up to \(easeOfUseLimits.fair), poor above.",
    ]

    /// Responsibilities spread out, or piled into one type.
    public static func distribution(longest: LongestType?, linesOfCode: Int) -> Criterion {
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

    /// How much of the pattern's logic can be tested without the view kit.
    public static func testability(logic: TestGroup) -> Criterion {
        guard logic.count > 0 else {
            return Criterion(rating: .notApplicable, value: 0, unit: "percent", basis: "no logic tests yet")
        }
        let without = logic.count - logic.needingViewKit
        let share = percent(without, of: logic.count)
        let rating: Criterion.Rating =
            share >= testabilityLimits.good ? .good : share >= testabilityLimits.fair ? .fair : .poor
        return Criterion(
            rating: rating, value: share, unit: "percent",
            basis: "\(without) of \(logic.count) logic tests (\(share)%) run without the view kit")
    }

    /// How much a reader must learn before changing the feature.
    public static func easeOfUse(types: Int, protocols: Int, files: Int) -> Criterion {
        let count = types + protocols
        let rating: Criterion.Rating =
            count <= easeOfUseLimits.good ? .good : count <= easeOfUseLimits.fair ? .fair : .poor
        return Criterion(
            rating: rating, value: count, unit: "types and protocols",
            basis: counted(count, "type or protocol", "types and protocols") + " in "
                + counted(files, "file", "files"))
    }

    /// `1 file`, `2 files`.
    public static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }

    /// `part` as a whole percentage of `whole`, rounded half up; integer arithmetic, so stable.
    public static func percent(_ part: Int, of whole: Int) -> Int {
        whole > 0 ? (part * 100 + whole / 2) / whole : 0
    }
}
