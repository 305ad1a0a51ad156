// The roles the metrics sort source files into, and the small explicit table that decides a
// file's role from the name of its main type. Chapter 09 quotes these rules, so they live
// here as data, in one place, rather than scattered through `if`s. The table knows names
// only; it never opens a file.

// MARK: - Roles

/// What a source file does in its pattern, or which shared layer it belongs to.
public enum SourceRole: String, Codable, Sendable, CaseIterable {
    /// `Sources/UserModel`: users, the service protocol and services, shared by every pattern.
    case model
    /// `Sources/TerminalUIKit`: the widgets that stand in for UIKit, shared by every pattern.
    case viewKit
    /// A screen built from the kit's widgets, or MVP's passive view protocol.
    case view
    /// MVC's view controllers, which are the controller in Apple-style MVC.
    case controller
    /// The objects light MVC's view controller hands its jobs to: loading, feeding the table,
    /// wording a user.
    case controllerHelper
    /// MVP's presentation logic and the values it hands the view.
    case presenter
    /// MVVM's presentation logic and the values and routes it exposes.
    case viewModel
    /// MVVM's hand-written `Property` and the tokens that cancel a binding.
    case bindings
    /// `UserListScreen`, the composition root that wires the pieces together.
    case composition

    /// The role as a reader says it: `view model`, `view kit`.
    public var title: String {
        switch self {
        case .viewModel: "view model"
        case .viewKit: "view kit"
        case .controllerHelper: "controller helper"
        default: rawValue
        }
    }
}

// MARK: - The table

/// One row of the role table: a test on a main type's name and the role it gives.
public struct RoleRule: Sendable {
    /// How a rule looks at a name.
    public enum NameTest: Sendable {
        /// The name ends with one of these.
        case endsWith([String])
        /// The name contains one of these.
        case contains([String])
        /// Any name: the last row.
        case anything

        /// Whether `name` passes the test.
        public func matches(_ name: String) -> Bool {
            switch self {
            case .endsWith(let endings): endings.contains { name.hasSuffix($0) }
            case .contains(let parts): parts.contains { name.contains($0) }
            case .anything: true
            }
        }
    }

    /// Which role a matching name gets.
    public enum Outcome: Sendable {
        /// Always this role.
        case role(SourceRole)
        /// The pattern's ``MeasuredPattern/viewControllerRole``.
        case viewControllerRole
        /// The pattern's ``MeasuredPattern/logicRole``.
        case logicRole
    }

    /// The test on the name.
    public var test: NameTest
    /// The role it leads to.
    public var outcome: Outcome
    /// The rule in words, for the reader of the code and of `--help`.
    public var summary: String

    /// The role table: the first row whose test matches a file's main type wins.
    public static let table: [RoleRule] = [
        RoleRule(
            test: .endsWith(["Screen"]), outcome: .role(.composition),
            summary: "…Screen (UserListScreen, the composition root) → composition"),
        RoleRule(
            test: .endsWith(["ViewController"]), outcome: .viewControllerRole,
            summary: "…ViewController → controller in MVC and MVC light, view in MVP and the MVVMs"),
        RoleRule(
            test: .endsWith(["Presenter"]), outcome: .role(.presenter), summary: "…Presenter → presenter"),
        RoleRule(
            test: .endsWith(["ViewModel"]), outcome: .role(.viewModel), summary: "…ViewModel → view model"),
        RoleRule(
            test: .contains(["Property", "Observable", "Observation", "Binding"]), outcome: .role(.bindings),
            summary: "…Property…, …Observable…, …Observation…, …Binding… → bindings"),
        RoleRule(test: .endsWith(["Token"]), outcome: .role(.bindings), summary: "…Token → bindings"),
        RoleRule(
            test: .endsWith(["View"]), outcome: .role(.view),
            summary: "…View (MVP's passive view protocol) → view"),
        RoleRule(
            test: .endsWith(["Loader", "DataSource", "Formatter"]), outcome: .role(.controllerHelper),
            summary: "…Loader, …DataSource, …Formatter (what light MVC's view controller hands its "
                + "loading, table and wording to) → controller helper"),
        RoleRule(
            test: .anything, outcome: .logicRole,
            summary: "anything else (rows, details, routes the logic produces) → "
                + "controller, presenter or view model"),
    ]

    /// The role of a file in `pattern` whose main type is called `mainType`.
    public static func role(ofMainType mainType: String, in pattern: MeasuredPattern) -> SourceRole {
        let rule = table.first { $0.test.matches(mainType) }
        switch rule?.outcome ?? .logicRole {
        case .role(let role): return role
        case .viewControllerRole: return pattern.viewControllerRole
        case .logicRole: return pattern.logicRole
        }
    }
}
