// Step 4 of exercise 05: both bindings at work on a tiny form — first name, last name and
// email, each bound both ways to a field, Save enabled only when all three are valid and one
// of them changed since the last save, and Cancel. Driven through the screen, as a user
// would. Read them; don't edit them.

import Bindings
import Exercise05Presentation
import Exercise05Views
import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 05 · A tiny form")
struct TinyFormTests {
    private let user = User.sample[0]

    @Test("the screen starts with the user's values, and Save disabled")
    func startsAsTheUser() {
        let screen = NameAndEmailView(form: NameAndEmailForm(user: user))

        #expect(
            screen.render() == [
                "First name: Iyad", "Last name: Agha", "Email: iyad@test.com", "[Save] (disabled)",
                "[Cancel]",
            ],
            """
            Step 4: once the view has bound its fields and Save to the form, the fields show the user \
            and Save is disabled (nothing changed yet); the screen shows \(screen.render()).
            """)
    }

    @Test("an edit enables Save, typing the old value back disables it, and Save hears only real changes")
    func editThenUndo() {
        let screen = NameAndEmailView(form: NameAndEmailForm(user: user))
        let recorder = Recorder<Bool>()
        let token = screen.form.isSaveEnabled.bind(to: recorder) { $0.values.append($1) }

        screen.firstName.type("Iyadh")
        let enabledAfterEdit = screen.save.isEnabled
        screen.firstName.type("Iyadhh")
        screen.firstName.type("Iyad")

        #expect(enabledAfterEdit, "Step 4: after the first name became \"Iyadh\", Save should be enabled.")
        #expect(
            !screen.save.isEnabled,
            "Step 4: typing the first name back to \"Iyad\" changes nothing any more, so Save is disabled again."
        )
        #expect(
            recorder.values == [false, true, false],
            """
            Step 4: three keystrokes, but Save changed twice: its observers should hear \
            [false, true, false]; they heard \(recorder.values).
            """)
        token.cancel()
    }

    @Test("a field with a problem keeps Save disabled until it is fixed")
    func problemDisablesSave() {
        let screen = NameAndEmailView(form: NameAndEmailForm(user: user))

        screen.email.type("iyad")
        let enabledWithProblem = screen.save.isEnabled
        screen.email.type("iyad@example.org")

        #expect(!enabledWithProblem, "Step 4: \"iyad\" has no @: Save should stay disabled.")
        #expect(
            screen.render() == [
                "First name: Iyad", "Last name: Agha", "Email: iyad@example.org", "[Save]", "[Cancel]",
            ],
            "Step 4: with the email fixed, and changed, Save is enabled; the screen shows \(screen.render())."
        )
    }

    @Test("Cancel puts the values last saved back in every field, read-only ones too")
    func cancelResetsTheFields() {
        let screen = NameAndEmailView(form: NameAndEmailForm(user: user))
        screen.firstName.type("Sam")
        screen.email.type("sam")
        for field in [screen.firstName, screen.lastName, screen.email] { field.isEnabled = false }

        let tapped = screen.cancel.tap()

        #expect(
            screen.render() == [
                "First name: Iyad (read-only)", "Last name: Agha (read-only)",
                "Email: iyad@test.com (read-only)", "[Save] (disabled)", "[Cancel]",
            ],
            """
            Step 4: tapping Cancel tells the form, which sets its properties back to the values last \
            saved; the fields, read-only while a save runs, show them, and Save is disabled. The \
            screen shows \(screen.render()).
            """)
        #expect(tapped, "Step 4: Cancel's button has an action: the view forwards the tap to the form.")
    }

    @Test("after a save, the saved values are what Save and Cancel compare with")
    func saveMovesTheBaseline() {
        let screen = NameAndEmailView(form: NameAndEmailForm(user: user))
        screen.firstName.type("Sam")

        screen.form.saveSucceeded()
        let enabledAfterSave = screen.save.isEnabled
        screen.firstName.type("Iyad")
        let enabledAfterEdit = screen.save.isEnabled
        screen.cancel.tap()

        #expect(
            !enabledAfterSave,
            """
            Step 4: once "Sam" is saved, nothing differs from the values last saved: Save should be \
            disabled. Is the baseline something the derived value follows?
            """)
        #expect(
            enabledAfterEdit, "Step 4: \"Iyad\" now differs from the saved \"Sam\": Save should be enabled.")
        #expect(
            screen.firstName.text == "Sam",
            "Step 4: Cancel goes back to the values last saved, \"Sam\"; the field shows \"\(screen.firstName.text)\"."
        )
    }

    @Test("the screen and its form go when nobody keeps them")
    func nothingKeptAlive() {
        weak var weakForm: NameAndEmailForm?
        weak var weakScreen: NameAndEmailView?
        do {
            let screen = NameAndEmailView(form: NameAndEmailForm(user: user))
            screen.email.type("iyad@example.org")
            weakForm = screen.form
            weakScreen = screen
        }

        #expect(weakScreen == nil, "Step 4: the screen goes when nobody keeps it.")
        #expect(
            weakForm == nil,
            """
            Step 4: the form goes with its screen: nothing it made (the derived value, its closures) \
            may keep it alive.
            """)
    }
}
