// A massive view controller, on purpose: the Edit-profile form in one class, Apple-style.
// The rules for each field are the model's (`ProfileDraft`), but everything else is here:
// the values as typed, which problems show, when Save is enabled, the saving, its wording,
// and what every widget shows when. It knows the model and the view kit; nothing outside
// it knows how the form works.

import TerminalUIKit
import UserModel

/// The Edit-profile form: one view controller that holds the whole feature.
@MainActor
final class EditProfileViewController: ViewController {
    // MARK: - State

    private let updater: any UserUpdating
    /// Changes made to the user elsewhere, followed while there are edits to save.
    private let changes: ProfileChanges
    private var following: ProfileChanges.Following?
    private var changedElsewhere = false
    /// The user as last saved: what Cancel goes back to, and what "changed" is measured from.
    private var savedUser: User
    /// Every field's text as typed.
    private var draft: ProfileDraft
    /// A field's problem shows only once the user has edited it.
    private var editedFields: Set<ProfileField> = []
    private var isSaving = false
    private var errorMessage: String?
    private var saveTask: Task<Void, Never>?

    // MARK: - Widgets

    private var fields: [ProfileField: TextField] = [:]
    private var problemLabels: [ProfileField: Label] = [:]
    private let saveButton = Button(title: "Save")
    private let cancelButton = Button(title: "Cancel")
    private let spinner = Spinner("Saving…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")

    /// Creates the form for `user`, saving through `updater`.
    init(
        user: User, updater: any UserUpdating = SampleUserUpdater.shared,
        changes: ProfileChanges = .shared
    ) {
        self.updater = updater
        self.changes = changes
        self.savedUser = user
        self.draft = ProfileDraft(user)
        super.init()
    }

    deinit {
        saveTask?.cancel()
    }

    // MARK: - Building the screen

    /// Builds a field and its problem line for each of the form's fields, then the buttons.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        for field in ProfileField.allCases {
            let textField = TextField(label: field.label, text: draft[field])
            textField.onTextChange = { [weak self] text in self?.fieldChanged(field, to: text) }
            let problemLabel = Label()
            fields[field] = textField
            problemLabels[field] = problemLabel
            view.addSubview(textField)
            view.addSubview(problemLabel)
        }
        for widget in [saveButton, cancelButton, spinner, errorLabel, retryButton] {
            view.addSubview(widget)
        }
        saveButton.setAction { [weak self] in self?.save() }
        cancelButton.setAction { [weak self] in self?.cancel() }
        retryButton.setAction { [weak self] in self?.save() }
        updateScreen()
    }

    // MARK: - Editing

    private func fieldChanged(_ field: ProfileField, to text: String) {
        draft[field] = text
        editedFields.insert(field)
        if following == nil {
            following = changes.follow(userWithID: savedUser.id) { [weak self] user in
                self?.userChangedElsewhere(user)
            }
        }
        updateScreen()
    }

    /// Someone changed the user elsewhere while the user was editing it here.
    private func userChangedElsewhere(_ user: User) {
        changedElsewhere = true
        updateScreen()
    }

    /// Nothing left to save: a change made elsewhere no longer matters here.
    private func stopFollowing() {
        following.map(changes.stop)
        following = nil
        changedElsewhere = false
    }

    private var hasChanges: Bool {
        draft != ProfileDraft(savedUser)
    }

    private var canSave: Bool {
        !isSaving && hasChanges && draft.isValid
    }

    // MARK: - Saving

    private func save() {
        guard canSave, let edited = draft.applied(to: savedUser) else { return }
        isSaving = true
        errorMessage = nil
        updateScreen()
        saveTask = Task { [weak self, updater] in
            do {
                let saved = try await updater.update(edited)
                self?.saveFinished(with: .success(saved))
            } catch {
                self?.saveFinished(with: .failure(error))
            }
        }
    }

    private func saveFinished(with result: Result<User, any Error>) {
        isSaving = false
        switch result {
        case .success(let saved):
            // What the service stored is the new starting point, trimmed values and all.
            savedUser = saved
            draft = ProfileDraft(saved)
            editedFields = []
            stopFollowing()
            showDraftInFields()
        case .failure(let error) where error is CancellationError:
            // Cancelled, not failed: nothing the user should read about.
            break
        case .failure(let error):
            errorMessage = error.userFacingMessage
        }
        updateScreen()
    }

    private func cancel() {
        saveTask?.cancel()
        saveTask = nil
        isSaving = false
        errorMessage = nil
        draft = ProfileDraft(savedUser)
        editedFields = []
        stopFollowing()
        showDraftInFields()
        updateScreen()
    }

    private func showDraftInFields() {
        // Setting a field's text from code doesn't report a change, so this can't loop.
        for field in ProfileField.allCases {
            fields[field]?.setText(draft[field])
        }
    }

    // MARK: - Deciding what shows

    private func updateScreen() {
        for field in ProfileField.allCases {
            fields[field]?.isEnabled = !isSaving
            let problem = editedFields.contains(field) ? draft.problem(in: field) : nil
            problemLabels[field]?.text = problem.map { "  ! \($0)" } ?? ""
        }
        // A disabled button ignores taps, so Save can't start a second save meanwhile.
        saveButton.isEnabled = canSave
        if isSaving {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        let warning = changedElsewhere ? "Changed elsewhere: saving will overwrite it." : ""
        errorLabel.text = errorMessage.map { "Couldn't save: \($0)" } ?? warning
        retryButton.isHidden = errorMessage == nil || !canSave
    }
}
