// A tiny form, three of the profile's fields, just enough to need both bindings: each
// field's text flows both ways, and Save is enabled only when all three are valid and one
// of them differs from the values last saved. (The age isn't shown: it stays as saved.)

import Bindings
import UserModel

@MainActor
public final class NameAndEmailForm {
    /// Two-way: the view's fields set these as the user types; Cancel sets them back.
    public let firstName: MutableProperty<String>
    public let lastName: MutableProperty<String>
    public let email: MutableProperty<String>
    /// Every field valid, and something changed since the last save.
    public var isSaveEnabled: Property<Bool> { saveEnabled.readOnly }
    /// The values last saved: Cancel goes back to them, and Save compares with them.
    private let baseline: MutableProperty<ProfileDraft>
    private let saveEnabled: DerivedProperty<Bool>
    private let edited: () -> ProfileDraft

    public init(user: User) {
        let baseline = MutableProperty(ProfileDraft(user))
        let firstName = MutableProperty(user.firstName)
        let lastName = MutableProperty(user.lastName)
        let email = MutableProperty(user.email)
        // The closures capture the properties, never `self`: the form keeps them.
        let edited = {
            var draft = baseline.value
            draft.firstName = firstName.value
            draft.lastName = lastName.value
            draft.email = email.value
            return draft
        }
        let inputs: [any DerivationSource] = [
            firstName.readOnly, lastName.readOnly, email.readOnly, baseline.readOnly,
        ]
        saveEnabled = DerivedProperty(from: inputs) {
            let draft = edited()
            return draft.isValid && draft != baseline.value
        }
        self.baseline = baseline
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.edited = edited
    }

    /// Every field back to the values last saved.
    public func cancel() {
        firstName.update(baseline.value.firstName)
        lastName.update(baseline.value.lastName)
        email.update(baseline.value.email)
    }

    /// The service saved what the fields hold: that is the new baseline.
    public func saveSucceeded() {
        baseline.value = edited()
    }
}
