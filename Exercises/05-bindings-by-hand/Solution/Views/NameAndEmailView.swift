// The tiny form's screen: three fields, Save and Cancel. It only binds and forwards, as a
// view controller's root view would; what Save's state is and what Cancel does is the form's.

import Bindings
import Exercise05Presentation
import TerminalUIKit

@MainActor
public final class NameAndEmailView: View {
    public let form: NameAndEmailForm
    public let firstName = TextField(label: "First name")
    public let lastName = TextField(label: "Last name")
    public let email = TextField(label: "Email")
    public let save = Button(title: "Save")
    public let cancel = Button(title: "Cancel")
    /// Only this view keeps the tokens, so its bindings end with it.
    private var tokens: [BindingToken] = []

    public init(form: NameAndEmailForm) {
        self.form = form
        super.init()
        for widget: View in [firstName, lastName, email, save, cancel] {
            addSubview(widget)
        }
        firstName.bindText(to: form.firstName).store(in: &tokens)
        lastName.bindText(to: form.lastName).store(in: &tokens)
        email.bindText(to: form.email).store(in: &tokens)
        form.isSaveEnabled.bind(to: save) { button, isEnabled in button.isEnabled = isEnabled }
            .store(in: &tokens)
        // The form, not `self`: the view keeps this button, so `self` here would keep the view.
        cancel.setAction { [form] in form.cancel() }
    }
}
