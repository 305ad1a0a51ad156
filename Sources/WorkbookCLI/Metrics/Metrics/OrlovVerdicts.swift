// Bohdan Orlov's own verdicts on MVC, MVP and MVVM, quoted from his 2016 article, so the
// report can print them beside the workbook's measured ratings. These are quotations, not
// measurements: short, word for word (his spelling included), with the source named once.

/// One of Orlov's three criteria.
public enum OrlovCriterion: String, CaseIterable, Codable, Sendable {
    /// Responsibilities balanced among entities with strict roles.
    case distribution
    /// How much can be unit tested.
    case testability
    /// How little code, and how low the cost of keeping it.
    case easeOfUse = "ease of use"
}

/// A verdict of Orlov's, quoted.
public struct OrlovVerdict: Encodable, Equatable, Sendable {
    /// The pattern he judged.
    public var pattern: MeasuredPattern
    /// The criterion.
    public var criterion: OrlovCriterion
    /// His words, shortened only where `…` says so.
    public var quote: String
}

/// Orlov's assessment of each pattern, from the bullet lists that close its section.
public enum OrlovVerdicts {
    /// The article the quotes come from.
    public static let source =
        "Bohdan Orlov, \"iOS Architecture Patterns: Demystifying MVC, MVP, MVVM and VIPER\" (2016), "
        + "https://medium.com/ios-os-x-development/ios-architecture-patterns-ecba4c38de52"

    /// What his verdicts were about, so they are read as his and not as this workbook's.
    public static let context =
        "Orlov judged Apple's Cocoa MVC, the passive-view MVP and MVVM on a one-label greeting screen "
        + "in UIKit, and VIPER too (left out here). His code sizes are about that tiny example; "
        + "'workbook metrics --section sizes' measures this feature's."

    /// Three verdicts per pattern, in ``OrlovCriterion`` order.
    public static let all: [OrlovVerdict] = [
        OrlovVerdict(
            pattern: .mvc, criterion: .distribution,
            quote: "“the View and the Model in fact separated, but the View and the Controller are tightly "
                + "coupled”"),
        OrlovVerdict(
            pattern: .mvc, criterion: .testability,
            quote: "“due to the bad distribution you’ll probably only test your Model”"),
        OrlovVerdict(
            pattern: .mvc, criterion: .easeOfUse,
            quote: "“the least amount of code among others patterns”"),
        OrlovVerdict(
            pattern: .mvp, criterion: .distribution,
            quote: "“we have the most of responsibilities divided between the Presenter and the Model, "
                + "with the pretty dumb View”"),
        OrlovVerdict(
            pattern: .mvp, criterion: .testability,
            quote: "“is excellent, we can test most of the business logic due to the dumb View”"),
        OrlovVerdict(
            pattern: .mvp, criterion: .easeOfUse,
            quote: "“in our unrealistically simple example, the amount of code is doubled compared to the "
                + "MVC”"),
        OrlovVerdict(
            pattern: .mvvm, criterion: .distribution,
            quote: "“the MVVM’s View has more responsibilities than the MVP’s View”"),
        OrlovVerdict(
            pattern: .mvvm, criterion: .testability,
            quote: "“the View Model knows nothing about the View, this allows us to test it easily”"),
        OrlovVerdict(
            pattern: .mvvm, criterion: .easeOfUse,
            quote: "“the same amount of code as the MVP in our example, but in the real app … MVVM would "
                + "be much skinnier if you used bindings”"),
    ]
}
