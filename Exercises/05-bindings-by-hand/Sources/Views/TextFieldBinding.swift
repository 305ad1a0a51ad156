// The form's fields flow both ways: what the user types goes into the view model's
// property, and what the view model sets (Cancel's reset, say) shows in the field.

import Bindings
import TerminalUIKit

extension TextField {
    /// Shows `text` at once and after every change; typing sets it. The binding lasts while
    /// the returned token does, and keeps neither the field nor the property alive. A field
    /// has one `onTextChange`: binding it again takes its typing over from the first binding.
    public func bindText(to text: MutableProperty<String>) -> BindingToken {
        // Starter: a binding that does nothing, either way.
        text.readOnly.bind(to: self) { _, _ in }
    }
}
