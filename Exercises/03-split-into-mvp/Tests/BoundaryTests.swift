// Step 4: the view controller only draws. The presenter's module can't see the view kit
// (the package gives it `UserModel` only); this test checks the other direction, on the
// object itself: the view controller keeps no service and none of the form's state.

import Exercise03Presentation
import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 03 · the view controller decides nothing")
struct Exercise03BoundaryTests {
    @Test("the view controller holds no service, no user and no draft")
    func viewControllerHoldsNoState() throws {
        let screen = FormScreen()
        screen.show()
        let controller = try #require(screen.viewController, "the composition root should show the form")

        let held = Mirror(reflecting: controller).children.compactMap { child -> String? in
            let name = child.label ?? "a property"
            switch child.value {
            case is any UserUpdating: return "`\(name)`, a service (saving is the presenter's job)"
            case is User: return "`\(name)`, a user (what was saved is the presenter's to know)"
            case is ProfileDraft: return "`\(name)`, the values typed (the presenter keeps them)"
            default: return nil
            }
        }

        #expect(
            held.isEmpty,
            """
            Step 4: the view controller should only draw, but it still holds \
            \(held.joined(separator: ", ")).
            """)
    }
}
