// Steps 2 and 3: the view model, not the view controller, runs the list. These tests call
// the view model's inputs directly and await its own load task — not the window — and
// check that the bound screen already shows the outcome.

import Exercise06Presentation
import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 06 · the view model runs the list", .timeLimit(.minutes(1)))
struct Exercise06ViewModelTests {
    @Test("a view model nobody has told the screen loaded fetches nothing")
    func idleUntilViewDidLoad() async {
        let service = ControllableUserService()

        let viewModel = UserListViewModel(service: service)

        #expect(viewModel.loadTask == nil, "Step 2: a new view model starts no load until viewDidLoad().")
        #expect(
            await service.requestCount == 0, "Step 2: a new view model fetches nothing until viewDidLoad().")
    }

    @Test(
        "once the view model's first load has finished, the bound screen shows it",
        arguments: [
            ([User](), ["No users yet."]),
            ([User.sample[1]], ["1 user", "1. Mila Haward", "   24 years · mila@test.com"]),
            (User.sample, ["6 users"] + sampleRows),
        ])
    func firstLoadIsTheViewModels(users: [User], expected: [String]) async {
        let screen = ScreenUnderTest()
        await screen.service.planNextResult(.success(users))
        await screen.service.releaseAll()

        screen.window.makeKeyAndVisible()
        let task = screen.viewModel?.loadTask
        await task?.value

        #expect(task != nil, "Step 2: once the screen has loaded, the view model's loadTask holds its load.")
        #expect(
            screen.lines == [idleBar] + expected,
            """
            Step 2: with \(usersPhrase(users.count)), the screen should show this as soon as the \
            view model's loadTask has finished — its outputs changed, and the bindings drew them:
            \(([idleBar] + expected).joined(separator: "\n"))
            \(screen.dump)
            """)
        await screen.finish()
    }

    @Test("a failed load, once the view model's task has finished, shows why")
    func failedLoad() async {
        let screen = ScreenUnderTest()
        await screen.service.planNextResult(.failure(.connectionLost))
        await screen.service.releaseAll()

        screen.window.makeKeyAndVisible()
        await screen.viewModel?.loadTask?.value

        #expect(
            screen.lines == [idleBar, connectionLostLine],
            "Step 2: when the view model's load fails, the screen shows why. \(screen.dump)")
        await screen.finish()
    }

    @Test("telling the view model Refresh was tapped refreshes the screen")
    func viewModelRefreshes() async {
        let screen = ScreenUnderTest()
        screen.window.makeKeyAndVisible()
        await screen.answer()

        let previous = screen.viewModel?.loadTask
        screen.viewModel?.refreshTapped()
        let whileRefreshing = screen.lines
        guard let task = screen.viewModel?.loadTask, task != previous else {
            Issue.record(
                "Step 3: viewModel.refreshTapped() should start a load the view model keeps in loadTask.")
            return await screen.finish()
        }
        await screen.service.waitForPending(count: 1)
        await screen.service.completeOldest(with: .success([User.sample[1]]))
        await task.value

        #expect(
            whileRefreshing == [busyBar, spinnerLine, "6 users"] + sampleRows,
            """
            Step 3: right after viewModel.refreshTapped(), the spinner shows above the rows and \
            Refresh is disabled. The screen was:
            \(whileRefreshing.joined(separator: "\n"))
            """)
        #expect(
            screen.lines == [idleBar, "1 user", "1. Mila Haward", "   24 years · mila@test.com"],
            "Step 3: the refresh the view model started should bring the fresh users. \(screen.dump)")
        await screen.finish()
    }

    @Test("the view model ignores Refresh while a load runs, even when the button is bypassed")
    func viewModelIgnoresRefreshWhileLoading() async {
        let screen = ScreenUnderTest()
        screen.window.makeKeyAndVisible()
        await screen.service.waitForPending(count: 1)

        screen.viewModel?.refreshTapped()
        screen.viewModel?.refreshTapped()
        await screen.finish()

        #expect(
            await screen.service.requestCount == 1,
            "Step 3: a refresh while a load runs is ignored by the view model itself, not only by a disabled button."
        )
    }
}
