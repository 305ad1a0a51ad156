// The patterns as the metrics see them: names and folders, nothing more. The metrics read
// files and never link the code they measure, so this module keeps its own small list
// instead of depending on the pattern modules (through `ScriptedSessions`).

/// One of the ways the feature is built, by where its files are.
public enum MeasuredPattern: String, CaseIterable, Codable, Sendable {
    /// Model–View–Controller: one target.
    case mvc
    /// Model–View–Presenter: a presentation target and a views target.
    case mvp
    /// Model–View–ViewModel: the hand-written bindings, a presentation target and a views target.
    case mvvm
    /// MVC with the massive controller's jobs moved into helpers: one target.
    case mvcLight = "mvc-light"
    /// MVVM on Swift's Observation: a presentation target and a views target, no bindings of its own.
    case mvvmObservation = "mvvm-observation"

    /// The three the chapters start from, and what `workbook metrics` measures unless told otherwise.
    public static let classic: [MeasuredPattern] = [.mvc, .mvp, .mvvm]

    /// `MVC`, `MVP`, `MVVM`, `MVC light`, `MVVM+Obs`, as the other commands title them.
    public var title: String {
        switch self {
        case .mvc, .mvp, .mvvm: rawValue.uppercased()
        case .mvcLight: "MVC light"
        case .mvvmObservation: "MVVM+Obs"
        }
    }

    /// The folders of the pattern's targets, relative to the package root.
    public var sourceFolders: [String] {
        switch self {
        case .mvc: ["Sources/MVC"]
        case .mvp: ["Sources/MVPPresentation", "Sources/MVPViews"]
        case .mvvm: ["Sources/Bindings", "Sources/MVVMPresentation", "Sources/MVVMViews"]
        case .mvcLight: ["Sources/MVCLight"]
        case .mvvmObservation: ["Sources/MVVMObservationPresentation", "Sources/MVVMObservationViews"]
        }
    }

    /// The pattern's test target: `Tests/MVCTests`, …, `Tests/MVCLightTests`, `Tests/MVVMObservationTests`.
    public var testFolder: String {
        switch self {
        case .mvc, .mvp, .mvvm: "Tests/\(title)Tests"
        case .mvcLight: "Tests/MVCLightTests"
        case .mvvmObservation: "Tests/MVVMObservationTests"
        }
    }

    /// The role that holds this pattern's presentation logic.
    public var logicRole: SourceRole {
        switch self {
        case .mvc, .mvcLight: .controller
        case .mvp: .presenter
        case .mvvm, .mvvmObservation: .viewModel
        }
    }

    /// The role of a view controller: in both MVCs it is the controller; in MVP and both MVVMs the view.
    public var viewControllerRole: SourceRole {
        logicRole == .controller ? .controller : .view
    }
}
