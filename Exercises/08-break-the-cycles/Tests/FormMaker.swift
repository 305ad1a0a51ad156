// What each test of yours gets: a way to open one of the three Edit-profile forms, in a
// window, saving through an updater that holds every save in flight until the test answers
// it, or until the save is cancelled. The grading decides whose forms they are — yours, or its own with a leak seeded in or
// not — so a test never names a view controller itself; it opens a form with `makeForm(.mvp)`.

import Exercise08MVPPresentation
import Exercise08MVVMPresentation
import ExerciseGrading
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise08MVC
@testable import Exercise08MVPViews
@testable import Exercise08MVVMViews

// MARK: - A form under test

/// The three patterns.
enum Pattern: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case mvc = "MVC"
    case mvp = "MVP"
    case mvvm = "MVVM"

    /// The README step about this pattern's form.
    var step: Int {
        switch self {
        case .mvc: 1
        case .mvp: 2
        case .mvvm: 3
        }
    }

    var testDescription: String { rawValue }
}

/// One Edit-profile form in its window, and what a lifetime test looks at.
@MainActor
struct OpenForm {
    /// Which pattern the form is built in.
    let pattern: Pattern
    /// The window: dropping it should let everything below it go.
    let window: Window
    /// The service behind the form: it holds every save until the test answers it, and gives
    /// up on a save at once when the save's task is cancelled.
    let updater: ControllableUserUpdater
    /// The form's view controller.
    let form: ViewController
    /// Whatever holds the form's logic: the presenter, the view model, or (MVC) the form.
    let logic: AnyObject

    /// Shows the form: it loads and fills its fields.
    func show() {
        window.makeKeyAndVisible()
    }

    /// Types `text` into the field labelled `label` ("First name", "Last name", "Email", "Age").
    func type(_ text: String, into label: String) {
        do {
            _ = try window.typeInField(labelled: label, text)
        } catch {
            Issue.record("Step \(pattern.step): call show() first; \(error)")
        }
    }

    /// Types a new age and taps Save; returns once the save is in flight, held by the updater
    /// until ``answerSave()`` or ``failSave()``.
    func startSaving() async {
        await tap("Save", after: { try window.typeInField(labelled: "Age", "37") })
    }

    /// Taps Retry, which shows after a failed save; returns once the new save is in flight.
    func retrySave() async {
        await tap("Retry", after: {})
    }

    /// Taps Cancel: the edits go, and so does a save in flight; returns once the form has
    /// shown it.
    func cancel() async {
        do {
            _ = try window.tapButton(titled: "Cancel")
        } catch {
            Issue.record("Step \(pattern.step): call show() first; \(error)")
        }
        await window.tasks.waitUntilIdle()
    }

    /// Answers the save in flight (it succeeds), and waits until the form has shown it.
    func answerSave() async {
        await updater.completeOldest()
        await window.tasks.waitUntilIdle()
    }

    /// Answers the save in flight with a failure, and waits until the form has shown it.
    func failSave() async {
        await updater.completeOldest(with: .failure(.saveRejected))
        await window.tasks.waitUntilIdle()
    }

    private func tap(_ title: String, after prepare: () throws -> Void) async {
        do {
            try prepare()
            guard try window.tapButton(titled: title) else {
                Issue.record("Step \(pattern.step): \(title) should be enabled here.")
                return
            }
        } catch {
            Issue.record(
                "Step \(pattern.step): call show() first, and tap \(title) only when it shows; \(error)")
            return
        }
        await updater.waitForPending(count: 1)
    }
}

/// A new form of `pattern` for the first sample user, in a window, not yet shown: yours, or
/// the grading's own, as the run decides.
@MainActor
func makeForm(_ pattern: Pattern, code: CodeUnderTest = CodeUnderTest.current) -> OpenForm {
    let updater = ControllableUserUpdater(honoursCancellation: true)
    let user = User.sample[0]
    let form: ViewController
    let logic: AnyObject
    switch (pattern, code) {
    case (.mvc, .yours):
        form = Exercise08MVC.EditProfileViewController(user: user, updater: updater)
        logic = form
    case (.mvp, .yours):
        let presenter = EditProfilePresenter(user: user, updater: updater)
        let view = Exercise08MVPViews.EditProfileViewController(presenter: presenter)
        presenter.attach(view)
        (form, logic) = (view, presenter)
    case (.mvvm, .yours):
        let viewModel = EditProfileViewModel(user: user, updater: updater)
        form = Exercise08MVVMViews.EditProfileViewController(viewModel: viewModel)
        logic = viewModel
    case (.mvc, _):
        form = ReferenceMVCForm(user: user, updater: updater)
        logic = form
    case (.mvp, _):
        let presenter = ReferencePresenter(user: user, updater: updater)
        let view = ReferenceMVPForm(presenter: presenter)
        presenter.attach(view)
        (form, logic) = (view, presenter)
    case (.mvvm, _):
        let viewModel = ReferenceViewModel(user: user, updater: updater)
        form = ReferenceMVVMForm(viewModel: viewModel)
        logic = viewModel
    }
    let window = Window(rootViewController: NavigationController(rootViewController: form))
    return OpenForm(pattern: pattern, window: window, updater: updater, form: form, logic: logic)
}
