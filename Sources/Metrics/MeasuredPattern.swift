// The three patterns as the metrics see them: names and folders, nothing more. The metrics
// read files and never link the code they measure, so this module keeps its own small list
// instead of depending on the pattern modules (through `ScriptedSessions`).

/// One of the three ways the feature is built, by where its files are.
public enum MeasuredPattern: String, CaseIterable, Codable, Sendable {
    /// Model–View–Controller: one target.
    case mvc
    /// Model–View–Presenter: a presentation target and a views target.
    case mvp
    /// Model–View–ViewModel: the hand-written bindings, a presentation target and a views target.
    case mvvm

    /// `MVC`, `MVP`, `MVVM`.
    public var title: String { rawValue.uppercased() }

    /// The folders of the pattern's targets, relative to the package root.
    public var sourceFolders: [String] {
        switch self {
        case .mvc: ["Sources/MVC"]
        case .mvp: ["Sources/MVPPresentation", "Sources/MVPViews"]
        case .mvvm: ["Sources/Bindings", "Sources/MVVMPresentation", "Sources/MVVMViews"]
        }
    }

    /// The pattern's test target: `Tests/MVCTests`, `Tests/MVPTests`, `Tests/MVVMTests`.
    public var testFolder: String { "Tests/\(title)Tests" }

    /// The role that holds this pattern's presentation logic.
    public var logicRole: SourceRole {
        switch self {
        case .mvc: .controller
        case .mvp: .presenter
        case .mvvm: .viewModel
        }
    }

    /// The role of a view controller: in MVC it is the controller; in MVP and MVVM the view.
    public var viewControllerRole: SourceRole {
        self == .mvc ? .controller : .view
    }
}
