// The implementations the workbook compares, and how to build each one's screen with its
// own composition root. This is the only file of the harness that names the pattern
// modules.

import MVC
import MVCLight
import MVPViews
import MVVMObservationViews
import MVVMViews
import TerminalUIKit
import UserModel

/// One of the ways the feature is built.
public enum ArchitecturePattern: String, CaseIterable, Sendable, Codable {
    /// Model–View–Controller, Apple style: a massive view controller.
    case mvc
    /// Model–View–Presenter with a passive view.
    case mvp
    /// Model–View–ViewModel with hand-written bindings.
    case mvvm
    /// MVC with the massive controller's jobs moved into objects of their own.
    case mvcLight = "mvc-light"
    /// MVVM whose view models are `@Observable`, redrawn through `withObservationTracking`.
    case mvvmObservation = "mvvm-observation"

    /// The three the chapters start from, and what every command shows unless told otherwise.
    public static let classic: [ArchitecturePattern] = [.mvc, .mvp, .mvvm]

    /// `MVC`, `MVP`, `MVVM`, `MVC light`, `MVVM+Obs`: short enough for a column's heading.
    public var title: String {
        switch self {
        case .mvc, .mvp, .mvvm: rawValue.uppercased()
        case .mvcLight: "MVC light"
        case .mvvmObservation: "MVVM+Obs"
        }
    }

    /// The list screen, wired by this pattern's own composition root, in a window not yet
    /// visible.
    @MainActor
    public func makeWindow(service: any UserService) -> Window {
        switch self {
        case .mvc: MVC.UserListScreen.makeWindow(service: service)
        case .mvp: MVPViews.UserListScreen.makeWindow(service: service)
        case .mvvm: MVVMViews.UserListScreen.makeWindow(service: service)
        case .mvcLight: MVCLight.UserListScreen.makeWindow(service: service)
        case .mvvmObservation: MVVMObservationViews.UserListScreen.makeWindow(service: service)
        }
    }
}
