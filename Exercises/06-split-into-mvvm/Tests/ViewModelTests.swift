// Steps 2 and 3: the view model, not the view controller, runs the form. These tests type
// into the fields as a user would, tell the view model Save, Retry and Cancel directly and
// await its own save task — not the window — and check that the bound form shows the outcome.

import Exercise06Presentation
import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 06 · the view model runs the form", .timeLimit(.minutes(1)))
struct Exercise06ViewModelTests {
    @Test("what is typed shows its problem under the field, and Save follows")
    func editsShow() async throws {
        let screen = FormUnderTest()

        try screen.type("iyad", into: "Email")

        #expect(
            screen.lines == form(["Iyad", "Agha", "iyad", "36"], problems: [.email: noAt]),
            """
            Step 2: once "iyad" is typed into Email, the view model's outputs should change and \
            the bindings draw them: the problem under the field, Save disabled. \
            \(screen.dump)
            """)
        await screen.finish()
    }

    @Test("Save follows the view model: enabled for a valid change, disabled when typed back")
    func saveFollowsTheViewModel() async throws {
        let screen = FormUnderTest()

        try screen.type("37", into: "Age")
        let changed = screen.lines
        try screen.type("36", into: "Age")

        #expect(
            changed == form(["Iyad", "Agha", "iyad@test.com", "37"], saveEnabled: true),
            """
            Step 2: once 37 is typed into Age, Save should be enabled:
            \(changed.joined(separator: "\n"))
            """)
        #expect(
            screen.lines == form(),
            "Step 2: typed back to the saved age, nothing has changed and Save is disabled again. \(screen.dump)"
        )
        await screen.finish()
    }

    @Test("once the view model's save has finished, the form shows the saved values")
    func saveIsTheViewModels() async throws {
        let screen = FormUnderTest()
        try screen.type(" Ivo", into: "First name")

        screen.viewModel?.saveTapped()
        let whileSaving = screen.lines
        guard let task = screen.viewModel?.saveTask else {
            Issue.record(
                "Step 3: viewModel.saveTapped() should start a save the view model keeps in saveTask.")
            return await screen.finish()
        }
        await screen.updater.waitForPending(count: 1)
        await screen.updater.completeOldest()
        await task.value

        #expect(
            whileSaving == form([" Ivo", "Agha", "iyad@test.com", "36"], saving: true),
            """
            Step 3: right after viewModel.saveTapped(), the fields are read-only, Save is disabled \
            and the spinner shows:
            \(whileSaving.joined(separator: "\n"))
            """)
        #expect(
            screen.lines == form(["Ivo", "Agha", "iyad@test.com", "36"]),
            """
            Step 3: as soon as the view model's saveTask has finished, the form shows the values \
            as saved (trimmed), and Save is disabled again. \(screen.dump)
            """)
        await screen.finish()
    }

    @Test("a failed save, once the view model's task has finished, says why; Retry saves again")
    func failedSave() async throws {
        let screen = FormUnderTest()
        try screen.type("Aga", into: "Last name")
        screen.viewModel?.saveTapped()
        guard let first = screen.viewModel?.saveTask else {
            Issue.record(
                "Step 3: viewModel.saveTapped() should start a save the view model keeps in saveTask.")
            return await screen.finish()
        }
        await screen.updater.waitForPending(count: 1)

        await screen.updater.completeOldest(with: .failure(.saveRejected))
        await first.value
        let failed = screen.lines
        screen.viewModel?.retryTapped()
        guard let retried = screen.viewModel?.saveTask, retried != first else {
            Issue.record("Step 3: viewModel.retryTapped() should start a new save, kept in saveTask.")
            return await screen.finish()
        }
        await screen.updater.waitForPending(count: 1)
        await screen.updater.completeOldest()
        await retried.value

        #expect(
            failed
                == form(
                    ["Iyad", "Aga", "iyad@test.com", "36"], saveEnabled: true,
                    error: "The server rejected the change."),
            """
            Step 3: once the failed save's task has finished, the form says why and offers Retry:
            \(failed.joined(separator: "\n"))
            """)
        #expect(
            screen.lines == form(["Iyad", "Aga", "iyad@test.com", "36"]),
            "Step 3: once the retried save's task has finished, the form shows the saved values. \(screen.dump)"
        )
        await screen.finish()
    }

    @Test("Cancel, told to the view model, puts the saved values back and cancels the save")
    func cancelIsTheViewModels() async throws {
        let screen = FormUnderTest(updater: ControllableUserUpdater(honoursCancellation: true))
        try screen.type("40", into: "Age")
        screen.viewModel?.saveTapped()
        let task = screen.viewModel?.saveTask

        screen.viewModel?.cancelTapped()

        #expect(
            task?.isCancelled == true,
            "Step 3: viewModel.cancelTapped() should cancel the save it keeps in saveTask.")
        #expect(
            screen.lines == form(),
            "Step 3: after viewModel.cancelTapped(), the form shows the saved values again. \(screen.dump)")
        await screen.finish()
    }
}
