// The tests of exercise 10. Your presenter and your view model must let the newest request
// win and cancel the loads they replace; your tests must pass on your presenter and catch
// every bug in `AsyncBug`, seeded into copies of a correct one. Read them; don't edit them.

import Bindings
import Exercise10Presentation
import ExerciseGrading
import Testing
import UserModel

@MainActor
@Suite("Exercise 10 · Async reality", .timeLimit(.minutes(1)))
struct Exercise10Tests {
    // MARK: - Steps 1 and 2: your presenter

    @Test("your presenter shows the newest answer, whichever arrives last")
    func presenterNewestWins() async {
        for newestFirst in [true, false] {
            let service = ControllableUserService()
            let presenter = UserListPresenter(service: service)
            let view = GradingView()
            presenter.attach(view)
            presenter.viewDidLoad()
            let first = presenter.loadTask
            presenter.sceneWillEnterForeground()
            let second = presenter.loadTask
            await service.waitForPending(count: 2)

            let whileNewestRuns = await answer(service, first, second, newestFirst: newestFirst) {
                view.isLoading
            }

            #expect(
                view.summary == "1 user" && view.error == nil,
                """
                Step 1: with the newest request answered \(newestFirst ? "first" : "last"), the \
                presenter should show its answer (1 user), not the older one's: it showed \
                "\(view.summary)"\(view.error.map { " and the error \"\($0)\"" } ?? "").
                """)
            if !newestFirst {
                #expect(
                    whileNewestRuns,
                    "Step 1: an older answer arriving first must leave the spinner on while the newer load runs."
                )
            }
        }
    }

    @Test("your presenter cancels the load it replaces, and a cancelled load shows no error")
    func presenterCancels() async {
        let service = ControllableUserService()
        let presenter = UserListPresenter(service: service)
        let view = GradingView()
        presenter.attach(view)
        presenter.viewDidLoad()
        let first = presenter.loadTask
        await service.waitForPending(count: 1)

        await service.completeOldest(throwing: CancellationError())
        await first?.value
        let errorAfterCancellation = view.error
        presenter.refreshTapped()
        let second = presenter.loadTask
        presenter.sceneWillEnterForeground()
        let replacedWasCancelled = second?.isCancelled == true

        #expect(
            errorAfterCancellation == nil,
            """
            Step 2: a load that ended in CancellationError did not fail: no error should show; \
            the view showed \(errorAfterCancellation.map { "\"\($0)\"" } ?? "none").
            """)
        #expect(replacedWasCancelled, "Step 2: a newer load should cancel the load it replaces.")
        await service.releaseAll()
        await second?.value
        await presenter.loadTask?.value
    }

    // MARK: - Step 3: your view model

    @Test("your view model shows the newest answer, whichever arrives last")
    func viewModelNewestWins() async {
        for newestFirst in [true, false] {
            let service = ControllableUserService()
            let viewModel = UserListViewModel(service: service)
            viewModel.viewDidLoad()
            let first = viewModel.loadTask
            viewModel.sceneWillEnterForeground()
            let second = viewModel.loadTask
            await service.waitForPending(count: 2)

            await answer(service, first, second, newestFirst: newestFirst)

            #expect(
                viewModel.summaryText.value == "1 user" && viewModel.errorText.value.isEmpty,
                """
                Step 3: with the newest request answered \(newestFirst ? "first" : "last"), the view \
                model's outputs should hold its answer (1 user): they hold \
                "\(viewModel.summaryText.value)" and the error "\(viewModel.errorText.value)".
                """)
        }
    }

    @Test("your view model keeps loading while the newer request runs")
    func viewModelKeepsLoading() async {
        let service = ControllableUserService()
        let viewModel = UserListViewModel(service: service)
        viewModel.viewDidLoad()
        let first = viewModel.loadTask
        viewModel.sceneWillEnterForeground()
        await service.waitForPending(count: 2)

        await service.completeOldest(with: .success(User.sample))
        await first?.value

        #expect(
            viewModel.isSpinnerVisible.value,
            "Step 3: an older answer arriving first must leave the view model's spinner on while the newer load runs."
        )
        await service.releaseAll()
        await viewModel.loadTask?.value
    }

    @Test("your view model cancels the load it replaces, and a cancelled load shows no error")
    func viewModelCancels() async {
        let service = ControllableUserService()
        let viewModel = UserListViewModel(service: service)
        viewModel.viewDidLoad()
        let first = viewModel.loadTask
        await service.waitForPending(count: 1)

        await service.completeOldest(throwing: CancellationError())
        await first?.value
        let errorAfterCancellation = viewModel.errorText.value
        viewModel.refreshTapped()
        let second = viewModel.loadTask
        viewModel.sceneWillEnterForeground()
        let replacedWasCancelled = second?.isCancelled == true

        #expect(
            errorAfterCancellation.isEmpty,
            "Step 3: a load that ended in CancellationError did not fail: the error line should stay empty.")
        #expect(replacedWasCancelled, "Step 3: a newer load should cancel the load it replaces.")
        await service.releaseAll()
        await second?.value
        await viewModel.loadTask?.value
    }

    /// Answers the two requests in flight — 1 user for the newest, the sample for the
    /// oldest — in the order asked, awaiting each load's task; returns what `look` saw
    /// between the two answers.
    @discardableResult
    private func answer(
        _ service: ControllableUserService, _ first: Task<Void, Never>?, _ second: Task<Void, Never>?,
        newestFirst: Bool, between look: () -> Bool = { false }
    ) async -> Bool {
        if newestFirst {
            await service.completeNewest(with: .success([User.sample[1]]))
            await second?.value
            let seen = look()
            await service.completeOldest(with: .success(User.sample))
            await first?.value
            return seen
        } else {
            await service.completeOldest(with: .success(User.sample))
            await first?.value
            let seen = look()
            await service.completeNewest(with: .success([User.sample[1]]))
            await second?.value
            return seen
        }
    }

    // MARK: - Your tests

    @Test("each of your tests passes against your presenter", arguments: presenterTests)
    func passesOnYourPresenter(_ test: PresenterTest) async throws {
        try await test.body(PresenterMaker(bug: nil))
    }

    @Test("your tests catch every seeded bug")
    func catchesEverySeededBug() async {
        let result = await BugHunt.run(AsyncBug.allCases) { bug in
            for test in presenterTests {
                try await test.body(PresenterMaker(bug: bug))
            }
        }

        BugHunt.report(result, testCount: presenterTests.count, subject: "your presenter")
    }
}

/// The grading's own view: what a user would see.
@MainActor
private final class GradingView: UserListView {
    var isLoading = false
    var error: String?
    var summary = ""

    func setLoading(_ isLoading: Bool) { self.isLoading = isLoading }
    func setRefreshEnabled(_ isEnabled: Bool) {}
    func showError(_ message: String?) { error = message }
    func showSummary(_ text: String) { summary = text }
    func showRows(_ rows: [UserRow]) {}
}
