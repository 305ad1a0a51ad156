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

public enum ArchitecturePattern: String, CaseIterable, Sendable, Codable {
    case mvc
    case mvp
    case mvvm
    case mvcLight = "mvc-light"
    case mvvmObservation = "mvvm-observation"

    /// What every command shows unless told otherwise.
    public static let classic: [ArchitecturePattern] = [.mvc, .mvp, .mvvm]

    public var title: String {  // short enough for a column heading
        switch self {
        case .mvc, .mvp, .mvvm: rawValue.uppercased()
        case .mvcLight: "MVC light"
        case .mvvmObservation: "MVVM+Obs"
        }
    }

    @MainActor
    public func makeWindow(service: any UserService, favourites: FavouritesStore = FavouritesStore())
        -> Window
    {
        switch self {
        case .mvc: MVC.UserListScreen.makeWindow(service: service, favourites: favourites)
        case .mvp: MVPViews.UserListScreen.makeWindow(service: service, favourites: favourites)
        case .mvvm: MVVMViews.UserListScreen.makeWindow(service: service, favourites: favourites)
        case .mvcLight: MVCLight.UserListScreen.makeWindow(service: service, favourites: favourites)
        case .mvvmObservation:
            MVVMObservationViews.UserListScreen.makeWindow(service: service, favourites: favourites)
        }
    }
}
