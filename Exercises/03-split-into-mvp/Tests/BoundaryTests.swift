// Step 4: the view controller only draws. The presenter's module can't see the view kit
// (the package gives it `UserModel` only); this test checks the other direction, on the
// object itself: the view controller keeps its widgets and its presenter, and nothing else —
// no service, no user, no values typed, and no flag or message of its own.

import Exercise03Presentation
import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 03 · the view controller decides nothing")
struct Exercise03BoundaryTests {
    @Test("the view controller holds its widgets and its presenter, nothing else")
    func viewControllerHoldsNoState() throws {
        let screen = FormScreen()
        screen.show()
        let controller = try #require(screen.viewController, "the composition root should show the form")

        let held = Mirror(reflecting: controller).children.compactMap { child -> String? in
            let name = child.label ?? "a property"
            switch child.value {
            case is EditProfilePresenter: return nil
            case is any UserUpdating: return "`\(name)`, a service (saving is the presenter's job)"
            case is User: return "`\(name)`, a user (what was saved is the presenter's to know)"
            case is ProfileDraft: return "`\(name)`, the values typed (the presenter keeps them)"
            case let value where Self.isWidgets(value): return nil
            case let value: return "`\(name)` (\(type(of: value)): state the presenter should keep)"
            }
        }

        #expect(
            held.isEmpty,
            """
            Step 4: the view controller should only draw, but it still holds \
            \(held.joined(separator: ", ")).
            """)
    }

    /// A widget, or widgets in an optional, an array or a dictionary. An empty optional or
    /// collection shows no widget, so it doesn't count as one: the form's are all filled in
    /// once it has loaded.
    private static func isWidgets(_ value: Any) -> Bool {
        if value is View { return true }
        let mirror = Mirror(reflecting: value)
        guard !mirror.children.isEmpty else { return false }
        switch mirror.displayStyle {
        case .optional, .collection:
            return mirror.children.allSatisfy { isWidgets($0.value) }
        case .dictionary:
            // Each entry is a (key, value) pair; the value must be a widget.
            return mirror.children.allSatisfy { entry in
                Mirror(reflecting: entry.value).children.dropFirst().allSatisfy { isWidgets($0.value) }
            }
        default:
            return false
        }
    }
}
