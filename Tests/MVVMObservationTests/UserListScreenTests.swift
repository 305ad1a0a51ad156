// The views, checked from the outside: one script drives MVVM's screen and this one, and
// after every step the two must draw the same text, byte for byte. Both run in a
// `ScriptedSession`, which waits for the work each step set off before the screens are read:
// a redraw is a layout pass that the change asked for inside that work, so the wait covers it.

import MVVMObservationPresentation
import MVVMObservationViews
import TerminalUIKit
import Testing
import UserModel
import WorkbookCLI

/// A script with a name to show in the test's title.
struct ScreenScript: CustomTestStringConvertible, Sendable {
    let name: String
    let script: String
    var testDescription: String { name }

    static let all =
        Scenario.builtIn.map { ScreenScript(name: $0.name, script: $0.script) } + [
            ScreenScript(
                name: "refresh while loading, search across refreshes",
                script: "load; refresh; wait; search mi; refresh; refresh; wait; search; refresh; wait"),
            ScreenScript(
                name: "failures, Retry, then a failed refresh",
                script:
                    "fail-next; fail-next down; load; wait; retry; wait; retry; wait; fail-next; refresh; wait; "
                    + "refresh; wait"),
            ScreenScript(
                name: "favourites on and off, through a search, then back",
                script:
                    "load; wait; select 2; favourite; favourite; favourite; back; search ha; select 1; favourite; "
                    + "back; search; refresh; wait"),
            ScreenScript(
                name: "foreground while loading, stale answers, empty list",
                script:
                    "load; foreground; wait newest-first; return-next none; refresh; wait; "
                    + "return-next 1,2; foreground; foreground; wait newest-first; search zz"),
        ]
}

@MainActor
@Suite("UserListScreen beside MVVM's", .timeLimit(.minutes(1)))
struct UserListScreenTests {
    @Test("draws MVVM's screen at every step", arguments: ScreenScript.all)
    func sameScreens(_ screenScript: ScreenScript) async throws {
        let steps = try ScriptStep.parseScript(screenScript.script)
        let mvvm = ScriptedSession(pattern: .mvvm, base: SampleUserService(), users: User.sample)
        let observation = ScriptedSession(
            pattern: .mvvm, base: SampleUserService(), users: User.sample,
            wiring: SessionWiring(makeWindow: { UserListScreen.makeWindow(service: $0) }))

        var differences: [String] = []
        for (index, step) in steps.enumerated() {
            try await mvvm.perform(step)
            try await observation.perform(step)
            if observation.screen != mvvm.screen {
                differences.append("step \(index + 1) '\(step.text)': \(observation.screen) ≠ \(mvvm.screen)")
            }
        }

        #expect(differences == [])
    }

    @Test("a screen closed with a load in flight lets its view model go, and ends its observation")
    func screenReleasesViewModel() async {
        let service = ControllableUserService()
        var viewModel: UserListViewModel? = UserListViewModel(service: service, favourites: FavouritesStore())
        weak let weakViewModel = viewModel
        var window: Window? = viewModel.map { viewModel in
            let list = UserListViewController(viewModel: viewModel) {
                UserDetailViewController(viewModel: $0)
            }
            return Window(rootViewController: NavigationController(rootViewController: list))
        }
        viewModel = nil
        window?.makeKeyAndVisible()
        await service.waitForPending(count: 1)

        window = nil

        #expect(weakViewModel == nil)
    }
}
