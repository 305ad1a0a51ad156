// Placeholder until the module lands: an empty screen with the agreed composition root.
import TerminalUIKit
import UserModel

/// The composition root (placeholder).
@MainActor public enum UserListScreen {
    /// An empty window (placeholder).
    public static func makeWindow(service: any UserService) -> Window {
        Window(rootViewController: NavigationController(rootViewController: ViewController()))
    }
}
