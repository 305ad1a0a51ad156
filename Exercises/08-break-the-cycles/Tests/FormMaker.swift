// What each test of yours gets: a way to open one of the three Edit-profile forms, in a
// window, saving through an updater that holds every save in flight until the test answers
// it. The grading decides whose forms they are — yours, or copies with a seeded leak — so a
// test never names a view controller itself; it opens a form with `makeForm(.mvp)`.

import Exercise08MVPPresentation
import Exercise08MVVMPresentation
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise08MVC
@testable import Exercise08MVPViews
@testable import Exercise08MVVMViews

// MARK: - A form under test

/// The three patterns.
enum Pattern: Sendable {
    case mvc, mvp, mvvm

    /// The README step about this pattern's form.
    var step: Int {
        switch self {
        case .mvc: 1
        case .mvp: 2
        case .mvvm: 3
        }
    }
}

/// One Edit-profile form in its window, and what a lifetime test looks at.
@MainActor
struct OpenForm {
    /// Which pattern the form is built in.
    let pattern: Pattern
    /// The window: dropping it should let everything below it go.
    let window: Window
    /// The service behind the form: it holds every save until the test answers it.
    let updater: ControllableUserUpdater
    /// The form's view controller.
    let form: ViewController
    /// Whatever holds the form's logic: the presenter, the view model, or (MVC) the form.
    let logic: AnyObject

    /// Shows the form: it loads and fills its fields.
    func show() {
        window.makeKeyAndVisible()
    }

    /// Types a new age and taps Save; returns once the save is in flight, held by the updater
    /// until ``answerSave()``.
    func startSaving() async {
        do {
            try window.typeInField(labelled: "Age", "37")
            guard try window.tapButton(titled: "Save") else {
                Issue.record("Step \(pattern.step): after a new age was typed, Save should be enabled.")
                return
            }
        } catch {
            Issue.record("Step \(pattern.step): call show() before startSaving(); \(error)")
            return
        }
        await updater.waitForPending(count: 1)
    }

    /// Answers the save in flight (it succeeds), and waits until the form has shown it.
    func answerSave() async {
        await updater.completeOldest()
        await window.tasks.waitUntilIdle()
    }
}

/// Opens a form of the pattern you ask for: `let opened = makeForm(.mvvm)`.
struct FormMaker: Sendable {
    /// Which seeded leak the forms it makes have, if any.
    let leak: Leak?

    /// A new form of `pattern` for the first sample user, not yet shown.
    @MainActor
    func callAsFunction(_ pattern: Pattern) -> OpenForm {
        let updater = ControllableUserUpdater()
        let user = User.sample[0]
        let form: ViewController
        let logic: AnyObject
        if let leak {
            (form, logic) = LeakyForms.make(pattern, user: user, updater: updater, leak: leak)
        } else {
            switch pattern {
            case .mvc:
                form = Exercise08MVC.EditProfileViewController(user: user, updater: updater)
                logic = form
            case .mvp:
                let presenter = EditProfilePresenter(user: user, updater: updater)
                let view = Exercise08MVPViews.EditProfileViewController(presenter: presenter)
                presenter.attach(view)
                (form, logic) = (view, presenter)
            case .mvvm:
                let viewModel = EditProfileViewModel(user: user, updater: updater)
                form = Exercise08MVVMViews.EditProfileViewController(viewModel: viewModel)
                logic = viewModel
            }
        }
        let window = Window(rootViewController: NavigationController(rootViewController: form))
        return OpenForm(pattern: pattern, window: window, updater: updater, form: form, logic: logic)
    }
}

// MARK: - One of your tests

/// One of your tests: a sentence saying what it checks, and its body, which gets a
/// ``FormMaker``.
struct LifetimeTest: Sendable, CustomTestStringConvertible {
    /// What the test checks, as a sentence.
    let name: String
    /// The test itself.
    let body: @MainActor @Sendable (FormMaker) async throws -> Void

    /// Creates a test named `name` that runs `body`.
    init(_ name: String, _ body: @escaping @MainActor @Sendable (FormMaker) async throws -> Void) {
        self.name = name
        self.body = body
    }

    var testDescription: String { name }
}
