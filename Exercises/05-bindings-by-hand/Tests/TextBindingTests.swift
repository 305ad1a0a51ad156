// Step 3 of exercise 05: a text field and a view model's property bound both ways. Typing
// sets the property; the property, set from code, sets the field without calling anyone
// back; the binding ends with its token. Read them; don't edit them.

import Bindings
import Exercise05Views
import TerminalUIKit
import Testing

@MainActor
@Suite("Exercise 05 · Text both ways")
struct TextBindingTests {
    @Test("binding shows the property's text in the field at once")
    func showsAtOnce() {
        let text = MutableProperty("Iyad")
        let field = TextField(label: "First name")

        let token = field.bindText(to: text)

        #expect(
            field.render() == ["First name: Iyad"],
            "Step 3: once bound, the field should show the property's text, \"Iyad\"; it shows \(field.render())."
        )
        token.cancel()
    }

    @Test("typing sets the property, and its observers hear what was typed")
    func typingSetsTheProperty() {
        let text = MutableProperty("Iyad")
        let field = TextField(label: "First name")
        let token = field.bindText(to: text)
        let recorder = Recorder<String>()
        let recordToken = text.readOnly.bind(to: recorder) { $0.values.append($1) }

        field.type("Iya")
        field.type("Iyas")

        #expect(
            text.value == "Iyas",
            "Step 3: after typing \"Iyas\", the property should hold \"Iyas\"; it holds \"\(text.value)\".")
        #expect(
            recorder.values == ["Iyad", "Iya", "Iyas"],
            """
            Step 3: the property's observers hear each typed text once, in order: expected \
            ["Iyad", "Iya", "Iyas"], heard \(recorder.values).
            """)
        token.cancel()
        recordToken.cancel()
    }

    @Test("setting the property from code shows in the field and is told once")
    func codeSetsTheField() {
        let text = MutableProperty("Iyad")
        let field = TextField(label: "First name")
        let token = field.bindText(to: text)
        let recorder = Recorder<String>()
        let recordToken = text.readOnly.bind(to: recorder) { $0.values.append($1) }

        text.value = "Sam"

        #expect(
            field.text == "Sam",
            "Step 3: the code set the property to \"Sam\"; the field should show it, and shows \"\(field.text)\"."
        )
        #expect(
            recorder.values == ["Iyad", "Sam"],
            """
            Step 3: a value set from code reaches the field without coming back into the property: \
            its observers should hear ["Iyad", "Sam"]; they heard \(recorder.values).
            """)
        token.cancel()
        recordToken.cancel()
    }

    @Test("a read-only field still shows what the code sets")
    func readOnlyFieldShowsCode() {
        let text = MutableProperty("Iyad")
        let field = TextField(label: "First name")
        let token = field.bindText(to: text)
        field.isEnabled = false

        text.value = "Sam"

        #expect(
            field.render() == ["First name: Sam (read-only)"],
            """
            Step 3: while the form saves, its fields are read-only, and Cancel's reset must still show \
            in them: expected ["First name: Sam (read-only)"], got \(field.render()). A read-only field \
            ignores typing — so the code can't type into it either.
            """)
        token.cancel()
    }

    @Test("a value the view model sets while it hears a typed one reaches the field")
    func changedWhileTyping() {
        let age = MutableProperty("36")
        let field = TextField(label: "Age")
        let token = field.bindText(to: age)
        let limiter = Recorder<String>()
        let limitToken = age.readOnly.bind(to: limiter) { recorder, text in
            recorder.values.append(text)
            if text.count > 3 { age.value = String(text.prefix(3)) }
        }

        field.type("1234")

        #expect(
            age.value == "123" && field.text == "123",
            """
            Step 3: an observer cut the typed "1234" to "123" while it heard it; the property and the \
            field should both say "123", and say "\(age.value)" and "\(field.text)". A binding that \
            ignores the property while the user types misses such a change.
            """)
        #expect(
            limiter.values == ["36", "1234", "123"],
            "Step 3: the observer hears the typed text, then its own cut.")
        token.cancel()
        limitToken.cancel()
    }

    @Test("the binding ends when its token is cancelled or let go")
    func endsWithItsToken() {
        let cancelledText = MutableProperty("Iyad")
        let releasedText = MutableProperty("Agha")
        let cancelledField = TextField(label: "First name")
        let releasedField = TextField(label: "Last name")
        let cancelled = cancelledField.bindText(to: cancelledText)
        var released: BindingToken? = releasedField.bindText(to: releasedText)
        #expect(released != nil, "Step 3: bindText returns the binding's token.")

        cancelled.cancel()
        released = nil
        cancelledField.type("typed")
        releasedField.type("typed")

        #expect(
            cancelledText.value == "Iyad" && releasedText.value == "Agha",
            """
            Step 3: once the binding has ended, typing no longer sets the property, whether its token \
            was cancelled (the property holds "\(cancelledText.value)") or let go ("\(releasedText.value)").
            """)

        cancelledText.value = "from code"
        releasedText.value = "from code"

        #expect(
            cancelledField.text == "typed" && releasedField.text == "typed",
            """
            Step 3: once the binding has ended, the property no longer sets the field, whether its token \
            was cancelled (the field shows "\(cancelledField.text)") or let go ("\(releasedField.text)").
            """)
    }

    @Test("while it lasts, the binding doesn't keep the field alive")
    func fieldNotKeptAlive() {
        let text = MutableProperty("Iyad")
        weak var weakField: TextField?
        var token: BindingToken?
        do {
            let field = TextField(label: "First name")
            token = field.bindText(to: text)
            weakField = field
        }

        text.value = "Sam"

        #expect(
            weakField == nil,
            "Step 3: a property outlives the screen; its binding must not keep the screen's field alive.")
        #expect(token != nil, "Step 3: the token is still kept: only the field went.")
    }
}
