"""Writes tests/cases/norms/turbine.mlir again (its header comment is added by hand): `python export.py
turbine.mlir`, with torch and iree-turbine installed."""
import sys

import torch
from iree.turbine import aot


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.bn = torch.nn.BatchNorm2d(8)
        self.gn = torch.nn.GroupNorm(2, 8)
        self.proj = torch.nn.Linear(8, 8)
        self.ln = torch.nn.LayerNorm(8)
        self.rms = torch.nn.RMSNorm(8)

    def forward(self, x):
        y = self.gn(self.bn(self.conv(x))).mean(dim=(2, 3))
        return self.rms(self.ln(self.proj(y)))


if __name__ == "__main__":
    torch.manual_seed(0)
    model = M().eval()
    aot.externalize_module_parameters(model)
    aot.export(model, args=(torch.zeros(1, 3, 8, 8),)).save_mlir(sys.argv[1])
