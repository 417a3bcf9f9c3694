import Foundation

/// A resolved control laid out as iOS lays it out in one place (sizes from the device's Control Center
/// grid): the platter, the symbol, and in Control Center's medium and large sizes the title and value.
/// Medium and large keep the symbol in the 1×1 cell at their leading (top-leading) corner, where it is
/// when the control is small, so resizing a control leaves its symbol in place.
struct ControlPictureView: View {
    let control: ResolvedControl
    let placement: ControlPlacement
    let grid: ControlCenterGrid
    /// The release whose colours the control is drawn in.
    let release: OperatingSystemRelease

    var body: some View {
        let size = grid.size(of: placement)
        let look = ControlAppearance.of(control, in: placement, release: release)
        ZStack(alignment: .topLeading) {
            platter(look.platter)
            content(look)
        }
        .frame(width: size.width, height: size.height)
    }

    @ViewBuilder
    private func platter(_ color: Color) -> some View {
        switch placement {
        case .small, .lockScreen: Circle().fill(color)
        case .medium: Capsule().fill(color)
        case .large: RoundedRectangle(cornerRadius: CGFloat(grid.cornerRadius(of: placement)), style: .continuous).fill(color)
        }
    }

    @ViewBuilder
    private func content(_ look: ControlAppearance) -> some View {
        let size = grid.size(of: placement)
        switch placement {
        case .small, .lockScreen:
            symbol(look).frame(width: size.width, height: size.height)
        case .medium:
            HStack(spacing: 0) {
                symbol(look).frame(width: grid.module, height: grid.module)
                text(look).padding(.trailing, ControlPlacement.mediumTextTrailingInset)
                Spacer(minLength: 0)
            }
            .frame(width: size.width, height: size.height)
        case .large:
            VStack(alignment: .leading, spacing: 0) {
                symbol(look).frame(width: grid.module, height: grid.module)
                Spacer(minLength: 0)
                text(look)
                    .padding(.leading, ControlPlacement.largeTextInset)
                    .padding(.trailing, ControlPlacement.largeTextInset)
                    .padding(.bottom, ControlPlacement.largeTextInset)
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
        }
    }

    @ViewBuilder
    private func symbol(_ look: ControlAppearance) -> some View {
        if let symbol = control.symbol {
            symbol
                .font(.system(size: CGFloat(placement.symbolSize), weight: .medium))
                .foregroundStyle(look.symbol)
        }
    }

    private func text(_ look: ControlAppearance) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            if let title = control.title {
                title.font(.system(size: ControlPlacement.textSize, weight: .semibold)).foregroundStyle(look.title)
            }
            if let value = control.value {
                value.font(.system(size: ControlPlacement.textSize)).foregroundStyle(look.value)
            }
        }
        .lineLimit(1)
    }
}
