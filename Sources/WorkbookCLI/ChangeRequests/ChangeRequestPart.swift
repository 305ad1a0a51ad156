// The vocabulary of a change request: its parts (the model, each pattern, what all five
// share), the kinds of patch (sources, test doubles, tests) and which tests a part's change
// can break. Plain values; nothing here reads a file.

/// A part of a change: the shared model, one pattern, or what all five share.
public enum ChangeRequestPart: String, CaseIterable, Sendable, Codable {
    case model, mvc, mvp, mvvm
    case mvcLight = "mvc-light"
    case mvvmObservation = "mvvm-observation"
    case shared

    /// Every pattern, in the order they are measured: the parts between the model and `shared`.
    public static let patterns: [ChangeRequestPart] = [.mvc, .mvp, .mvvm, .mvcLight, .mvvmObservation]

    /// `Model`, `MVC`, `MVP`, `MVVM`, `MVC light`, `MVVM+Obs`, `All five`: a pattern's part is
    /// titled as `ArchitecturePattern.title` titles its column.
    var title: String {
        switch self {
        case .model: "Model"
        case .shared: "All five"
        case .mvc, .mvp, .mvvm: rawValue.uppercased()
        case .mvcLight: "MVC light"
        case .mvvmObservation: "MVVM+Obs"
        }
    }

    /// The existing tests this part's change can break.
    var tests: TestSelection {
        switch self {
        case .model: .module("UserModelTests")
        case .mvc: .module("MVCTests")
        case .mvp: .module("MVPTests")
        case .mvvm: .module("MVVMTests")
        case .mvcLight: .module("MVCLightTests")
        case .mvvmObservation: .module("MVVMObservationTests")
        case .shared: .allButChapterChecks
        }
    }
}

/// What a patch changes: the code, the test doubles a changed protocol needs, or the tests.
public enum PatchKind: String, CaseIterable, Sendable, Codable {
    case sources
    case testDoubles = "test-doubles"
    case tests

    /// Where every file the patch touches must be.
    var folder: String {
        self == .sources ? "Sources/" : "Tests/"
    }
}

/// Which tests a `swift test` run selects.
enum TestSelection: Sendable, Equatable {
    /// One test target's tests.
    case module(String)
    /// Every test but the chapter checks and the checks of the recording: the chapters show
    /// today's screens, no patch changes a chapter, and a measurement under way can't match
    /// the recording it is about to replace.
    case allButChapterChecks

    /// The arguments after `swift test`.
    var arguments: [String] {
        switch self {
        // Anchored: `MVCTests\.` alone would also pick `MVCLightTests.SameScreensAsMVCTests`.
        case .module(let name): ["--filter", "^" + name + "\\."]
        case .allButChapterChecks:
            ["--skip", "ChapterQuotesTests|ChapterScreensTests|SortByAgeChangeRequestTests"]
        }
    }

    /// Whether a report gives how many tests ran. Not for the whole suite: it grows with
    /// every command's tests, and a recorded report that counted them would be out of date
    /// with each one.
    var countsTests: Bool {
        self != .allButChapterChecks
    }

    /// `MVPTests`, or `the whole suite but the chapter checks`.
    var label: String {
        switch self {
        case .module(let name): name
        case .allButChapterChecks: "the whole suite but the chapter checks"
        }
    }
}
