// The split, checked. The view model's module doesn't depend on the view kit, but a plain
// build can still let an `import TerminalUIKit` through when the kit happens to be built
// already, so one test reads the module's imports. The others check step 4: the views keep
// nothing but widgets, their view model and their bindings, and their bindings keep nobody
// alive.

import Bindings
import Exercise06Presentation
import Foundation
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise06Views

@MainActor
@Suite("Exercise 06 · the view controller only binds", .timeLimit(.minutes(1)))
struct Exercise06BoundaryTests {
    @Test("the view controllers hold their widgets, their view model and their bindings, nothing else")
    func viewControllersHoldNoState() async {
        let screen = FormUnderTest()
        let form = (screen.window.rootViewController as? NavigationController)?.topViewController
        let statusWindow = screen.viewModel.map { EditProfileScreen.makeStatusWindow(sharing: $0) }
        statusWindow?.makeKeyAndVisible()

        let held = [form, statusWindow?.rootViewController].compactMap { $0 }.flatMap { controller in
            Mirror(reflecting: controller).children.compactMap { child -> String? in
                let name = "`\(child.label ?? "a property")` of \(type(of: controller))"
                switch child.value {
                case is EditProfileViewModel, is BindingToken, is [BindingToken]:
                    return nil
                case is any UserUpdating: return "\(name), a service (saving is the view model's job)"
                case is User: return "\(name), a user (what was saved is the view model's to know)"
                case let value where Self.isWidgets(value): return nil
                case let value: return "\(name) (\(type(of: value)): state the view model should keep)"
                }
            }
        }

        #expect(
            form != nil && held.isEmpty,
            """
            Step 4: a view should only bind and forward, but it still holds \
            \(held.joined(separator: ", ")); the composition root hands the user and the updater \
            to the view model alone.
            """)
        await screen.finish()
    }

    @Test("a view model that outlives its form does not keep the form alive")
    func viewModelDoesNotKeepTheForm() async {
        var screen: FormUnderTest? = FormUnderTest()
        let viewModel = screen?.viewModel
        weak var controller: ViewController?
        controller = (screen?.window.rootViewController as? NavigationController)?.topViewController

        screen = nil

        #expect(viewModel != nil)
        #expect(
            controller == nil,
            """
            Step 4: with the window gone, the form should go too, even though the view model \
            lives on: nothing the view model keeps may hold the form.
            """)
    }

    @Test("the view model's module imports nothing of the view kit")
    func presentationImportsNoViewKit() throws {
        let folder = exerciseFolder.appendingPathComponent("Presentation")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swift")
        }

        let offenders = try files.sorted().filter { name in
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                .split(separator: "\n").contains {
                    $0.trimmingCharacters(in: .whitespaces) == "import TerminalUIKit"
                }
        }

        #expect(
            offenders.isEmpty,
            """
            Step 1: the view model's module must not see the view kit, but \
            \(offenders.joined(separator: ", ")) import TerminalUIKit; publish what the form shows instead.
            """)
    }

    /// A widget, or widgets in an optional, an array or a dictionary. An empty optional or
    /// collection shows no widget, so it doesn't count as one: a loaded view's are filled in.
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

    /// `Sources/` (or `Solution/`, when the tests run against the reference).
    private var exerciseFolder: URL {
        #if WORKBOOK_SOLUTIONS
            let side = "Solution"
        #else
            let side = "Sources"
        #endif
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(side)
    }
}
