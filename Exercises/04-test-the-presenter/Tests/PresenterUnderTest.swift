// The presenter your tests get: `makePresenter(updater)` makes one for `User.sample[0]`,
// `makePresenter(updater, user: someone)` for anyone. Below it, a copy of the Edit-profile
// form's presenter with a switch for each seeded bug, which the grading turns on one at a time.
// Reading past `makePresenter` spoils the hunt; write your tests from the real presenter.

import ExerciseGrading
import MVPForm
import UserModel

/// A new presenter for the form editing `user`, saving through `updater`.
@MainActor
func makePresenter(_ updater: any UserUpdating, user: User = User.sample[0]) -> PresenterUnderTest {
    PresenterUnderTest(user: user, updater: updater)
}

/// The Edit-profile form's presenter, with the seeded bug the grading switched on, if any.
@MainActor
final class PresenterUnderTest {
    /// Read once, at init, from the run of the test that made it.
    private let bug = PresenterBug.current

    /// The attached view, held weakly: the view controller owns the presenter, not the
    /// other way round.
    private(set) weak var view: (any EditProfileView)?
    /// The save in flight, or the last one; tests await it.
    private(set) var saveTask: Task<Void, Never>?

    private let updater: any UserUpdating
    /// The user as last saved: what Cancel goes back to, and what "changed" is measured from.
    private var savedUser: User
    /// Every field's text as typed.
    private var draft: ProfileDraft
    /// A field's problem shows only once the user has edited it.
    private var editedFields: Set<ProfileField> = []
    private var isSaving = false
    private var errorMessage: String?

    /// Creates a presenter for the form editing `user`, saving through `updater`.
    init(user: User, updater: any UserUpdating) {
        self.updater = updater
        self.savedUser = user
        self.draft = ProfileDraft(user)
    }

    deinit {
        saveTask?.cancel()
    }

    /// Starts telling `view` what to show.
    func attach(_ view: any EditProfileView) {
        self.view = view
    }

    // MARK: - What the user did

    /// The form appeared for the first time.
    func viewDidLoad() {
        view?.showValues(draft)
        updateView()
    }

    /// The user changed the text of `field` to `text`.
    func fieldChanged(_ field: ProfileField, to text: String) {
        draft[field] = text
        editedFields.insert(field)
        updateView()
    }

    func saveTapped() {
        save()
    }

    func retryTapped() {
        save()
    }

    func cancelTapped() {
        saveTask?.cancel()
        saveTask = nil
        if bug != .cancelKeepsSaving { isSaving = false }
        errorMessage = nil
        draft = ProfileDraft(savedUser)
        editedFields = []
        view?.showValues(draft)
        updateView()
    }

    // MARK: - Editing

    private var hasChanges: Bool {
        bug == .saveEnabledAfterUndo ? !editedFields.isEmpty : draft != ProfileDraft(savedUser)
    }

    private var canSave: Bool {
        !isSaving && hasChanges && draft.isValid
    }

    // MARK: - Saving

    /// Ignored unless the form can be saved: a disabled button isn't the only caller.
    private func save() {
        guard canSave, let edited = draft.applied(to: savedUser) else { return }
        isSaving = true
        if bug != .errorKeptWhileRetrying { errorMessage = nil }
        updateView()
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
            if bug != .oldBaselineAfterSave { savedUser = saved }
            draft = ProfileDraft(saved)
            editedFields = []
            view?.showValues(draft)
        case .failure(let error) where error is CancellationError:
            // Cancelled, not failed: nothing the user should read about.
            break
        case .failure(let error):
            errorMessage = error.userFacingMessage
        }
        updateView()
    }

    // MARK: - Telling the view

    private func updateView() {
        for field in ProfileField.allCases {
            let shows = editedFields.contains(field) || bug == .problemBeforeEdit
            let problem = shows ? draft.problem(in: field) : nil
            view?.showProblem(problem, for: field)
        }
        view?.setSaveEnabled(canSave)
        view?.setSaving(isSaving)
        view?.showSaveFailure(errorMessage.map { "Couldn't save: \($0)" })
        view?.setRetryAvailable(errorMessage != nil && canSave)
    }
}
