// The three implementations the workbook compares, and how to build each one's screen with
// its own composition root. This is the only file of the harness that names the pattern
// modules.

import MVC
import MVPViews
import MVVMViews
import TerminalUIKit
import UserModel

/// One of the three ways the feature is built.
public enum ArchitecturePattern: String, CaseIterable, Sendable, Codable {
    /// Model–View–Controller, Apple style: a massive view controller.
    case mvc
    /// Model–View–Presenter with a passive view.
    case mvp
    /// Model–View–ViewModel with hand-written bindings.
    case mvvm

    /// `MVC`, `MVP`, `MVVM`.
    public var title: String { rawValue.uppercased() }

    /// The list screen, wired by this pattern's own composition root, in a window not yet
    /// visible.
    @MainActor
    public func makeWindow(service: any UserService) -> Window {
        switch self {
        case .mvc: MVC.UserListScreen.makeWindow(service: service)
        case .mvp: MVPViews.UserListScreen.makeWindow(service: service)
        case .mvvm: MVVMViews.UserListScreen.makeWindow(service: service)
        }
    }
}
