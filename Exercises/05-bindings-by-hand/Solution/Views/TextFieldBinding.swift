// The form's fields flow both ways: what the user types goes into the view model's
// property, and what the view model sets (Cancel's reset, say) shows in the field.

import Bindings
import TerminalUIKit

extension TextField {
    /// Shows `text` at once and after every change; typing sets it. The binding lasts while
    /// the returned token does, and keeps neither the field nor the property alive. A field
    /// has one `onTextChange`: binding it again takes its typing over from the first binding.
    public func bindText(to text: MutableProperty<String>) -> BindingToken {
        // `setText`, not `type`: it calls no one back, and a read-only field takes it too.
        let token = text.readOnly.bind(to: self) { field, newText in field.setText(newText) }
        // The field can't see the token end, so it asks it before each typed change.
        onTextChange = { [weak token, weak text] typed in
            guard let token, !token.isCancelled else { return }
            text?.update(typed)
        }
        return token
    }
}
