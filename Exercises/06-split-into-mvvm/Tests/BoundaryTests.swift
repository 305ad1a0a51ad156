// The split, checked. The view model's module doesn't depend on the view kit, but a plain
// build can still let an `import TerminalUIKit` through when the kit happens to be built
// already, so one test reads the module's imports. The others check step 4: the view
// controller keeps no way to save and no user, and its bindings keep nobody alive.

import Exercise06Presentation
import Foundation
import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 06 · the view controller only binds", .timeLimit(.minutes(1)))
struct Exercise06BoundaryTests {
    @Test("the view controller holds no updater and no user: saving is the view model's job")
    func viewControllerCannotSave() async {
        let screen = FormUnderTest()
        let controller = (screen.window.rootViewController as? NavigationController)?.topViewController

        var mirror: Mirror? = controller.map { Mirror(reflecting: $0) }
        var held: [String] = []
        while let current = mirror {
            held += current.children.filter { $0.value is any UserUpdating || $0.value is User }
                .map { $0.label ?? "?" }
            mirror = current.superclassMirror
        }

        #expect(
            controller != nil && held.isEmpty,
            """
            Step 4: the view controller should only bind and forward, but it still holds \
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
            lives on — a binding's handler must use the owner it is given, not capture the screen.
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
